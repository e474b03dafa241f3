/** The office's Pix PSP (decision 085): settings card, API errors and the public booking page. */
export const pixPspMessages = {
  title: 'Pix automático (PSP)',
  intro:
    'Com um PSP (banco ou instituição de pagamento) que siga a API Pix do Banco Central, cada agendamento pago recebe uma cobrança própria e é marcado como pago sozinho.',
  baseUrl: 'Endereço da API do PSP',
  baseUrlInvalid: 'Informe o endereço https da API Pix do PSP.',
  clientId: 'Client ID',
  clientIdRequired: 'Informe o Client ID que o PSP forneceu.',
  clientSecret: 'Client Secret',
  clientSecretRequired: 'Informe o Client Secret que o PSP forneceu.',
  certificate: 'Certificado do cliente (PEM)',
  certificateRequired: 'Cole o certificado do cliente em formato PEM.',
  certificateInvalid: 'Certificado inválido: cole o arquivo .pem ou .crt inteiro.',
  privateKey: 'Chave privada do certificado (PEM)',
  privateKeyRequired: 'Cole a chave privada do certificado em formato PEM.',
  privateKeyInvalid: 'Chave privada inválida ou de outro certificado.',
  pixKey: 'Chave Pix do escritório',
  pixKeyRequired: 'Informe a chave Pix cadastrada no PSP.',
  keptSecret: 'Já configurado: deixe em branco para manter.',
  configured: 'Configurado',
  notConfigured: 'Não configurado',
  webhookRegistered: 'Webhook registrado no PSP',
  unavailable:
    'Este servidor não tem a chave PIX_PSP_KEY configurada: peça ao responsável pela instalação.',
  pspRefused: 'O PSP recusou a configuração: confira o endereço, as credenciais e o certificado.',
  pspUnreachable: 'Não foi possível falar com o PSP agora. Tente de novo em instantes.',
  saved: 'PSP configurado e webhook registrado.',
  saveError: 'Erro ao salvar o PSP',
  remove: 'Remover PSP',
  removed: 'PSP removido: o Pix volta a ser o código fixo de cada profissional.',
  webhookUnknown: 'Webhook desconhecido.',
  lateTitle: 'Pix recebidos depois da liberação do horário',
  lateIntro:
    'O horário já tinha sido liberado quando o pagamento chegou: devolva o valor pelo banco (Pix, devolução) usando o identificador.',
  lateEmpty: 'Nenhum Pix recebido depois da liberação do horário.',
  lateItem: (amount: string, when: string) => `${amount}, recebido em ${when}`,
  lateId: 'Identificador (E2E)',
  webhookInvalid: 'Notificação Pix inválida.',
  chargeUnavailable:
    'O agendamento foi feito, mas o Pix não pôde ser gerado agora. Abra o link “Gerenciar agendamento” do e-mail para pagar em instantes.',
  /** The client's confirmation and private page, once the Pix arrived. */
  paidNotice: 'Pagamento recebido: seu horário está confirmado.',
  latePayment: 'Pix recebido depois que o horário foi liberado: devolva ao cliente.',
  // The client's e-mail once the PSP's webhook marks the booking 'Pago' (issue 36).
  paidTitle: 'Pagamento confirmado',
  paidText: (amount: string) =>
    `Recebemos seu Pix de ${amount}. Seu agendamento está pago e confirmado.`,
  paidAction: 'Ver meu agendamento',
  paidNote: 'Pelo link você vê os detalhes, remarca ou cancela.',
} as const;
