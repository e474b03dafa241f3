import {
  WHATSAPP_REPLY_BUTTONS,
  type WhatsappNotification,
  type WhatsappSettingsDto,
} from '@core/schemas/whatsapp.ts';

/** The card's form: every text a string (token and app secret start blank: never shown). */
export type WhatsappFormValues = {
  enabled: boolean;
  phoneNumberId: string;
  token: string;
  appSecret: string;
  templates: Record<WhatsappNotification, string>;
  language: string;
};

export const whatsappFormValues = (settings: WhatsappSettingsDto): WhatsappFormValues => ({
  enabled: settings.enabled,
  phoneNumberId: settings.phoneNumberId ?? '',
  token: '',
  appSecret: '',
  templates: { ...settings.templates },
  language: settings.language,
});

/** Each notification's template field, as the card labels it. */
export const templateLabels: Record<WhatsappNotification, string> = {
  created: 'Modelo de confirmação',
  rescheduled: 'Modelo de alteração',
  cancelled: 'Modelo de cancelamento',
  reminder: 'Modelo de lembrete',
  confirmation: 'Modelo de confirmação de presença',
  waitlistOffer: 'Modelo de vaga da lista de espera',
};

/** The waitlist offer's template: the same parameters, but {{5}} is the offer's private link. */
export const waitlistOfferParameterNote =
  'No modelo da lista de espera, o {{5}} é o link para reservar o horário (em vez do serviço).';

/** The body parameters every template receives, in order ({{1}} to {{5}}). */
export const templateParameterLabels = [
  'nome do cliente',
  'data (dd/mm/aaaa)',
  'horário (hh:mm)',
  'nome do profissional',
  'serviço (ou “Atendimento”)',
];

/** A template body that fits the parameters, to copy into Meta's manager. */
export const templateExample =
  'Olá, {{1}}! Seu agendamento com {{4}} ({{5}}) está confirmado para {{2}} às {{3}}.';

/** What the 'Confirmar presença' template needs beyond the parameters (decision 088). */
export const confirmationTemplateHint = `O lembrete que pede a confirmação: os mesmos parâmetros e três botões de resposta rápida, nesta ordem: ${Object.values(
  WHATSAPP_REPLY_BUTTONS,
)
  .map((text) => `“${text}”`)
  .join(
    ', ',
  )}. Com a chave secreta do app salva, a resposta do cliente confirma ou cancela o agendamento, ou envia o link para remarcar.`;
