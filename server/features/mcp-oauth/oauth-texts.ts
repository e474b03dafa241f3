import { genericMessages } from '@core/messages.ts';

/**
 * pt-BR texts of the OAuth protocol itself: each `error_description` a client receives and the
 * authorization error page. What the consent screen shows is in core/messages-oauth.ts.
 */
export const oauthTexts = {
  // /oauth/authorize: the error page (RFC 9700 §4.11.2: never sent back to the client).
  pageTitle: 'Não foi possível conectar o assistente',
  pageHint:
    'Volte ao assistente de IA e tente conectar de novo. Se o erro se repetir, avise quem mantém o assistente.',
  pageDetail: 'Detalhe técnico',
  clientIdMissing: 'O pedido de conexão não diz qual assistente o fez (client_id).',
  unknownClient:
    'Este assistente não está registrado no Agendei. Volte ao assistente de IA e conecte de novo.',
  redirectUriUnregistered:
    'O endereço de retorno (redirect_uri) não é um dos que este assistente registrou.',
  redirectUriRequired:
    'Este assistente registrou mais de um endereço de retorno: o pedido precisa dizer qual usar (redirect_uri).',
  repeatedParameter: (name: string) => `O parâmetro ${name} aparece mais de uma vez no pedido.`,
  responseTypeCode: 'O pedido precisa usar response_type=code.',
  pkceRequired: 'O pedido precisa de PKCE com code_challenge_method=S256.',
  codeChallengeInvalid: 'O code_challenge do PKCE está ausente ou mal formado.',
  otherResource: 'Este servidor só emite tokens para o próprio servidor MCP (resource).',
  stateTooLong: 'O parâmetro state passa de 2.000 caracteres.',
  userDenied: 'O usuário recusou a conexão deste assistente.',

  // /oauth/register (RFC 7591).
  registrationTooLarge: (kilobytes: number) =>
    `O registro do assistente passa de ${kilobytes} KB. Envie só os metadados de que um cliente público precisa.`,
  registrationNotJson: 'O registro do assistente precisa ser um objeto JSON.',
  registrationTooDeep: 'O registro do assistente tem objetos aninhados demais.',
  unsupportedMetadata: (field: string) =>
    `O Agendei não aceita ${field}: os assistentes se conectam como clientes públicos, com PKCE.`,
  invalidMetadataField: (field: string) => `O campo ${field} do registro é inválido.`,
  clientNameTooLong: (max: number) =>
    `O nome do assistente (client_name) passa de ${max} caracteres.`,
  redirectUrisCount: (max: number) => `Informe de 1 a ${max} endereços de retorno (redirect_uris).`,
  redirectUriTooLong: (max: number) =>
    `O endereço de retorno (redirect_uri) passa de ${max} caracteres.`,
  redirectUriNotAbsolute: 'O endereço de retorno (redirect_uri) precisa ser uma URL absoluta.',
  redirectUriFragment: 'O endereço de retorno (redirect_uri) não pode ter fragmento (#).',
  redirectUriScheme: (scheme: string) =>
    `O endereço de retorno (redirect_uri) não pode usar o esquema ${scheme}.`,
  redirectUriPlainHttp:
    'O endereço de retorno (redirect_uri) precisa usar https; http só para localhost, 127.0.0.1 ou [::1].',
  redirectUriNoHost: 'O endereço de retorno (redirect_uri) precisa de um host.',

  // /oauth/token and the tokens.
  invalidCode: 'O código de autorização é inválido, expirou ou já foi usado.',
  codeRedirectMismatch: 'O redirect_uri difere do usado no pedido de autorização.',
  invalidRefresh: 'O token de atualização é inválido, expirou ou foi revogado.',
  tokenOtherResource: 'O código ou token foi emitido para outro servidor MCP (resource).',
  invalidAccessToken: 'O token é inválido, foi revogado ou expirou.',
} as const;

/**
 * What an OAuth error code means, in pt-BR: the description of every answer whose own text is
 * not one of ours (the SDK's handlers write English, or a zod dump).
 */
export const oauthErrorDescriptions: Record<string, string> = {
  invalid_request: 'O pedido está incompleto ou mal formado.',
  invalid_client: 'Este assistente não está registrado no Agendei ou não se identificou.',
  invalid_grant: 'O código ou token é inválido, expirou, já foi usado ou não confere com o PKCE.',
  unauthorized_client: 'Este assistente não pode usar este tipo de concessão.',
  unsupported_grant_type: 'Tipo de concessão não aceito: use authorization_code ou refresh_token.',
  unsupported_response_type: 'O pedido precisa usar response_type=code.',
  unsupported_token_type: 'Este tipo de token não pode ser revogado aqui.',
  invalid_scope: 'O escopo pedido não é aceito.',
  invalid_target: oauthTexts.otherResource,
  invalid_token: oauthTexts.invalidAccessToken,
  invalid_client_metadata: 'Os dados de registro do assistente são inválidos.',
  invalid_redirect_uri: 'Um dos endereços de retorno (redirect_uris) é inválido.',
  access_denied: oauthTexts.userDenied,
  method_not_allowed: 'Este endereço não aceita este método HTTP.',
  too_many_requests: genericMessages.rateLimited,
  server_error: genericMessages.internal,
  temporarily_unavailable: genericMessages.unavailable,
};

/** The description for an error code, even one nobody listed. */
export function describeOAuthError(error: string): string {
  return oauthErrorDescriptions[error] ?? oauthErrorDescriptions.invalid_request!;
}
