import { redirectUriMatches } from '@modelcontextprotocol/sdk/server/auth/handlers/authorize.js';
import { AppError } from '@core/app-error.ts';
import { sameResource } from './mcp-resource.ts';
import { oauthTexts } from './oauth-texts.ts';

const PARAMETERS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'code_challenge',
  'code_challenge_method',
  'state',
  'scope',
  'resource',
] as const;
type Parameter = (typeof PARAMETERS)[number];
export type AuthorizationFields = Partial<Record<Parameter, string>>;

/** RFC 7636 §4.2: an S256 challenge is 43 base64url characters; the grammar allows up to 128. */
const CODE_CHALLENGE = /^[\w.~-]{43,128}$/;
const MAX_STATE_LENGTH = 2000;

/**
 * A refused authorization request: a 400 whose pt-BR text the error page shows, with the OAuth
 * error code as its technical detail. It is never sent to the client's redirect URI.
 */
export function refusal(oauthError: string, message: string): AppError {
  return new AppError('VALIDATION', message, undefined, { oauthError });
}

/**
 * The request's parameters, each given once (RFC 6749 §3.1); others are ignored. Empty values
 * count as absent.
 */
export function authorizationFields(query: unknown): AuthorizationFields {
  const given = (query ?? {}) as Record<string, unknown>;
  const fields: AuthorizationFields = {};
  for (const name of PARAMETERS) {
    const value = given[name];
    if (Array.isArray(value)) throw refusal('invalid_request', oauthTexts.repeatedParameter(name));
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  return fields;
}

/** The redirect URI to answer at: the one asked, if registered (any loopback port), or the only one. */
export function redirectUriOf(registered: string[], requested: string | undefined): string {
  if (requested === undefined) {
    if (registered.length === 1) return registered[0]!;
    throw refusal('invalid_request', oauthTexts.redirectUriRequired);
  }
  if (!registered.some((uri) => redirectUriMatches(requested, uri))) {
    throw refusal('invalid_request', oauthTexts.redirectUriUnregistered);
  }
  return requested;
}

/** The code flow with PKCE S256, for this MCP server only (RFC 8707), or the reason it is not. */
export function checkedCodeRequest(fields: AuthorizationFields, resource: string) {
  if (fields.response_type !== 'code') {
    throw refusal('unsupported_response_type', oauthTexts.responseTypeCode);
  }
  if (fields.code_challenge_method !== 'S256') {
    throw refusal('invalid_request', oauthTexts.pkceRequired);
  }
  if (!fields.code_challenge || !CODE_CHALLENGE.test(fields.code_challenge)) {
    throw refusal('invalid_request', oauthTexts.codeChallengeInvalid);
  }
  if ((fields.state?.length ?? 0) > MAX_STATE_LENGTH) {
    throw refusal('invalid_request', oauthTexts.stateTooLong);
  }
  if (fields.resource !== undefined && !sameResource(fields.resource, resource)) {
    throw refusal('invalid_target', oauthTexts.otherResource);
  }
  return { codeChallenge: fields.code_challenge, state: fields.state ?? null };
}
