/** Why an outbox delivery (webhook, e-mail, Google, WhatsApp) failed or was cancelled: the history shows these. Kept apart from core/messages.ts so public pages do not load them. */
export const deliveryMessages = {
  httpStatus: (status: number) => `o destino respondeu HTTP ${status}`,
  timeout: 'tempo esgotado (10 s) sem resposta do destino',
  refused: 'conexão recusada pelo destino',
  unreachable: 'não foi possível conectar ao destino',
  privateAddress: 'o endereço resolve para uma rede privada ou local',
  notConfigured: 'webhook desativado ou sem URL',
  emailNotConfigured: 'e-mail não configurado no servidor (SMTP_URL)',
  subscriptionRemoved: 'a inscrição do webhook foi removida',
  appointmentGone: 'o agendamento foi removido',
  blockGone: 'o bloqueio foi removido',
  appointmentStarted: 'o agendamento já começou',
  googleHttpStatus: (status: number) => `o Google respondeu HTTP ${status}`,
  googleUnreachable: 'não foi possível falar com o Google',
  googleEventGone: 'o evento não existe mais no Google Calendar',
  whatsappNotConfigured: 'WhatsApp desativado ou sem ID do número de telefone e token',
  whatsappRefused: (status: number, detail: string) =>
    `o WhatsApp recusou a mensagem (HTTP ${status}): ${detail}`,
  whatsappHttpStatus: (status: number) => `a API do WhatsApp respondeu HTTP ${status}`,
  whatsappTokenRefused: 'a Meta recusou o token de acesso do WhatsApp (expirado ou revogado)',
  whatsappUnreachable: 'não foi possível falar com a API do WhatsApp',
  whatsappNoMessageId: 'a API do WhatsApp respondeu sem o id da mensagem',
};
