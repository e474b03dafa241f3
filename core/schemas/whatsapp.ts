import { z } from 'zod';
import type { StatusWebhookEvent, WebhookEvent } from '../constants.ts';
import { whatsappMessages } from '../messages-whatsapp.ts';
import { Phone } from './appointments.ts';
import { Flag } from './users.ts';

const w = whatsappMessages;

/**
 * The client notifications that can go by WhatsApp, one message template each. 'confirmation'
 * is the 'Confirmar presença' reminder (decision 088): the reminder's parameters plus three
 * quick-reply buttons; 'waitlistOffer' is a waitlist offer's (decision 089), whose fifth
 * parameter is the offer's private link.
 */
export const WHATSAPP_NOTIFICATIONS = [
  'created',
  'rescheduled',
  'cancelled',
  'reminder',
  'confirmation',
  'waitlistOffer',
] as const;
export type WhatsappNotification = (typeof WHATSAPP_NOTIFICATIONS)[number];

/** Which template an outbox event uses (a move sends 'appointment.updated'). */
export const WHATSAPP_NOTIFICATION_OF: Record<
  Exclude<WebhookEvent, StatusWebhookEvent>,
  WhatsappNotification
> = {
  'appointment.created': 'created',
  'appointment.updated': 'rescheduled',
  'appointment.cancelled': 'cancelled',
  'appointment.reminder': 'reminder',
};

/** Template names used until the admin saves others (create them with these names in Meta). */
export const DEFAULT_WHATSAPP_TEMPLATES: Record<WhatsappNotification, string> = {
  created: 'agendamento_confirmado',
  rescheduled: 'agendamento_alterado',
  cancelled: 'agendamento_cancelado',
  reminder: 'lembrete_agendamento',
  confirmation: 'confirmar_presenca',
  waitlistOffer: 'vaga_disponivel',
};

/**
 * The confirmation template's quick-reply buttons, in their order in Meta's manager (index 0 to
 * 2) and with their text there; each button's payload names its action and the appointment.
 */
export const WHATSAPP_REPLY_ACTIONS = ['confirm', 'reschedule', 'cancel'] as const;
export type WhatsappReplyAction = (typeof WHATSAPP_REPLY_ACTIONS)[number];
export const WHATSAPP_REPLY_BUTTONS: Record<WhatsappReplyAction, string> = {
  confirm: 'Confirmar',
  reschedule: 'Remarcar',
  cancel: 'Cancelar',
};

export const DEFAULT_WHATSAPP_LANGUAGE = 'pt_BR';

/**
 * The body parameters every template receives, in this order ({{1}} to {{5}}): the client's
 * name, the date (dd/MM/yyyy) and time (HH:mm) in the professional's zone, the professional's
 * name and the service (or 'Atendimento' without one).
 */
export const WHATSAPP_TEMPLATE_PARAMETERS = [
  'clientName',
  'date',
  'time',
  'professionalName',
  'service',
] as const;

/** A template name as Meta's manager accepts it: lowercase letters, digits and underscores. */
export const WhatsappTemplateName = z
  .string({ error: w.templateRequired })
  .trim()
  .min(1, w.templateRequired)
  .max(512, w.invalidTemplate)
  .regex(/^[a-z0-9_]+$/, w.invalidTemplate);

export const WhatsappTemplates = z.object({
  created: WhatsappTemplateName,
  rescheduled: WhatsappTemplateName,
  cancelled: WhatsappTemplateName,
  reminder: WhatsappTemplateName,
  /** Absent in settings saved before it existed (decision 088): its default then. */
  confirmation: WhatsappTemplateName.default(DEFAULT_WHATSAPP_TEMPLATES.confirmation),
  // Added later: a card or client saving without it keeps the default name.
  waitlistOffer: WhatsappTemplateName.default(DEFAULT_WHATSAPP_TEMPLATES.waitlistOffer),
});
export type WhatsappTemplates = z.output<typeof WhatsappTemplates>;

/**
 * The templates as saved: the ones added later may be left out by a card or client written before
 * them, and then keep the names saved (not the defaults).
 */
const SavedWhatsappTemplates = WhatsappTemplates.extend({
  confirmation: WhatsappTemplateName.optional(),
  waitlistOffer: WhatsappTemplateName.optional(),
});

/** Meta's phone-number id: digits only; blank clears it. */
const PhoneNumberId = z
  .string({ error: w.invalidPhoneNumberId })
  .trim()
  .max(40, w.invalidPhoneNumberId)
  .regex(/^(\d{6,30})?$/, w.invalidPhoneNumberId)
  .transform((text) => text || null);

/** The access token; blank keeps the one saved (it is never shown again). */
const AccessToken = z
  .string({ error: w.invalidToken })
  .trim()
  .max(4096, w.invalidToken)
  .regex(/^(\S{20,})?$/, w.invalidToken)
  .transform((text) => text || undefined);

/** The Meta app's secret (32 hex characters today); blank keeps the one saved. */
const AppSecret = z
  .string({ error: w.invalidAppSecret })
  .trim()
  .regex(/^([A-Za-z0-9]{16,128})?$/, w.invalidAppSecret)
  .transform((text) => text || undefined);

/** A template language code as Meta writes it: pt_BR, en_US, es. */
const TemplateLanguage = z
  .string({ error: w.invalidLanguage })
  .trim()
  .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, w.invalidLanguage);

/**
 * The admin's WhatsApp settings. Absent fields keep what is saved; the token is only ever
 * written. Switching on needs a phone-number id (checked here) and a token (checked on the
 * server, which knows whether one is saved).
 */
export const SaveWhatsappSettingsInput = z
  .object({
    enabled: Flag,
    phoneNumberId: PhoneNumberId.optional(),
    token: AccessToken.optional(),
    appSecret: AppSecret.optional(),
    templates: SavedWhatsappTemplates.optional(),
    language: TemplateLanguage.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.enabled && input.phoneNumberId === null) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumberId'], message: w.phoneNumberIdRequired });
    }
  });
export type SaveWhatsappSettingsInput = z.output<typeof SaveWhatsappSettingsInput>;

/**
 * What the card shows: never the token nor the app secret, only whether they are saved (and the
 * token's last 4 characters).
 */
export const WhatsappSettingsDto = z.object({
  enabled: z.boolean(),
  phoneNumberId: z.string().nullable(),
  hasToken: z.boolean(),
  tokenLast4: z.string().nullable(),
  templates: WhatsappTemplates,
  language: z.string(),
  /** On, with a phone-number id and a token: client notifications go by WhatsApp. */
  active: z.boolean(),
  hasAppSecret: z.boolean(),
  /**
   * Where Meta posts delivery receipts, and the token its verification asks for: what the admin
   * types in the app's Webhooks settings (once an app secret is saved).
   */
  receipts: z.object({ callbackUrl: z.string(), verifyToken: z.string() }).nullable(),
});
export type WhatsappSettingsDto = z.infer<typeof WhatsappSettingsDto>;

/** 'Enviar mensagem de teste': the phone it goes to. */
export const WhatsappTestInput = z.object({
  phone: Phone.transform((phone, ctx) => {
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: w.testPhoneRequired });
    return z.NEVER;
  }),
});
export type WhatsappTestInput = z.output<typeof WhatsappTestInput>;
