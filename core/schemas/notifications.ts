import { z } from 'zod';
import {
  MAX_WEBHOOK_URL_LENGTH,
  REMINDER_MINUTES,
  WEBHOOK_EVENTS,
  WEBHOOK_PAGE_SIZE,
} from '../constants.ts';
import { notificationsMessages } from '../messages.ts';
import { Flag } from './users.ts';

const n = notificationsMessages;

export const WebhookEventName = z.enum(WEBHOOK_EVENTS, { error: n.invalidEvent });

/** One reminder: whole minutes before the appointment, above 0. */
export const ReminderMinutes = z
  .number({ error: n.reminderInvalid })
  .int(n.reminderInvalid)
  .min(REMINDER_MINUTES.min, n.reminderInvalid)
  .max(REMINDER_MINUTES.max, n.reminderTooLarge);

/** Reminder times: unique, kept sorted ascending (SPEC §5). */
export const ReminderTimes = z
  .array(ReminderMinutes, { error: n.reminderInvalid })
  .max(REMINDER_MINUTES.maxCount, n.tooManyReminders)
  .refine((times) => new Set(times).size === times.length, n.reminderDuplicate)
  .transform((times) => [...times].sort((a, b) => a - b));

/** The text as a normalized http(s) URL without credentials, or an issue. */
function toWebhookUrl(text: string, ctx: z.RefinementCtx): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: n.invalidUrl });
    return z.NEVER;
  }
  if (!['http:', 'https:'].includes(url.protocol) || !url.hostname || url.username) {
    ctx.addIssue({ code: 'custom', message: n.invalidUrl });
    return z.NEVER;
  }
  return url.toString();
}

const WebhookUrlText = z
  .string({ error: n.invalidUrl })
  .trim()
  .max(MAX_WEBHOOK_URL_LENGTH, n.invalidUrl);

/** An http(s) URL; blank or null clears it. Where it points is checked on the server. */
export const WebhookUrl = WebhookUrlText.nullish().transform((text, ctx) => {
  if (text === undefined) return undefined;
  if (!text) return null;
  return toWebhookUrl(text, ctx);
});

/** An http(s) URL that must be given (a REST v1 subscription). */
export const RequiredWebhookUrl = WebhookUrlText.min(1, n.invalidUrl).transform(toWebhookUrl);

export const WebhookEvents = z
  .array(WebhookEventName, { error: n.invalidEvent })
  .max(WEBHOOK_EVENTS.length, n.invalidEvent)
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

/** Organization-wide webhook settings (admin): what the professional's have, without e-mail. */
export const WebhookSettingsDto = z.object({
  webhookNotificationsEnabled: z.boolean(),
  notificationTimes: z.array(z.number()),
  webhookUrl: z.string().nullable(),
  webhookEvents: z.array(WebhookEventName),
  /** Signs every delivery: X-Agendei-Signature t=…,v1=HMAC-SHA256(secret, `${t}.${body}`). */
  webhookSecret: z.string(),
});
export type WebhookSettingsDto = z.infer<typeof WebhookSettingsDto>;

export const NotificationSettingsDto = WebhookSettingsDto.extend({
  userId: z.string(),
  emailNotificationsEnabled: z.boolean(),
  /** Decision 087: the client's reminder this long before asks them to confirm; null: never. */
  confirmationMinutes: z.number().nullable(),
});
export type NotificationSettingsDto = z.infer<typeof NotificationSettingsDto>;

/** Absent fields keep their current value; `userId` (sent by the SPEC's screen) is ignored. */
export const SaveWebhookSettingsInput = z.object({
  webhookNotificationsEnabled: Flag.optional(),
  notificationTimes: ReminderTimes.optional(),
  webhookUrl: WebhookUrl,
  webhookEvents: WebhookEvents.optional(),
});
export type SaveWebhookSettingsInput = z.output<typeof SaveWebhookSettingsInput>;

export const SaveNotificationSettingsInput = SaveWebhookSettingsInput.extend({
  userId: z.string().max(100).optional(),
  emailNotificationsEnabled: Flag.optional(),
  confirmationMinutes: ReminderMinutes.nullable().optional(),
});
export type SaveNotificationSettingsInput = z.output<typeof SaveNotificationSettingsInput>;

/**
 * A row's status. 'not_sent': finished without going out because its channel is off on this
 * server (an e-mail kept in email_outbox while SMTP_URL is not set); `error` says why.
 */
export const WEBHOOK_LOG_STATUSES = [
  'scheduled',
  'pending',
  'success',
  'failed',
  'cancelled',
  'not_sent',
] as const;
export type WebhookLogStatus = (typeof WEBHOOK_LOG_STATUSES)[number];

/**
 * Who a log row is for: a webhook subscription (the professional's, the organization's or a REST
 * v1 one) or an e-mail recipient.
 */
export const SUBSCRIBERS = [
  'user',
  'organization',
  'subscription',
  'client',
  'professional',
] as const;
export type Subscriber = (typeof SUBSCRIBERS)[number];

/** How a row is delivered: a webhook POST, an e-mail, the event in the Google Calendar, or a WhatsApp message. */
export const LOG_CHANNELS = ['webhook', 'email', 'google', 'whatsapp'] as const;
export type LogChannel = (typeof LOG_CHANNELS)[number];
/**
 * The calendar-sync channel's stored name, from when Google was the one calendar: it is in the
 * rows and the API's output, so it stays whichever provider the row goes to.
 */
export const CALENDAR_SYNC_CHANNEL = 'google' satisfies LogChannel;

/** One row of the outbox as the screens show it; both spellings of SPEC §3 are present. */
export const WebhookLogDto = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  appointmentId: z.string().nullable(),
  eventId: z.string(),
  event: z.string(),
  eventType: z.string(),
  channel: z.enum(LOG_CHANNELS),
  subscriber: z.enum(SUBSCRIBERS),
  status: z.enum(WEBHOOK_LOG_STATUSES),
  /** The webhook URL, the e-mail address or the phone it goes to. */
  target: z.string().nullable(),
  url: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  payload: z.unknown(),
  reminderMinutes: z.number().nullable(),
  attempts: z.number(),
  httpStatus: z.number().nullable(),
  responseStatus: z.number().nullable(),
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  /** What WhatsApp later reported of a message it accepted (its delivery receipts). */
  deliveryState: z.enum(['sent', 'delivered', 'read', 'failed']).nullable(),
  deliveryStateAt: z.string().nullable(),
  scheduledFor: z.string(),
  sentAt: z.string().nullable(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookLogDto = z.infer<typeof WebhookLogDto>;

export const WebhookLogListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).catch(WEBHOOK_PAGE_SIZE).default(WEBHOOK_PAGE_SIZE),
  /** 'organization': every row of the admin's organization (admins only). */
  scope: z.enum(['user', 'organization']).catch('user').default('user'),
});
export type WebhookLogListQuery = z.output<typeof WebhookLogListQuery>;

/** GET /api/webhook-logs (SPEC §3 history paging fields). */
export const WebhookLogPage = z.object({
  logs: z.array(WebhookLogDto),
  pagination: z.object({
    page: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
    hasPrevious: z.boolean(),
    hasNext: z.boolean(),
  }),
});
export type WebhookLogPage = z.infer<typeof WebhookLogPage>;

/** GET /api/webhook-logs/scheduled?page= (SPEC §3 scheduled paging fields). */
export const ScheduledWebhookPage = z.object({
  webhooks: z.array(WebhookLogDto),
  currentPage: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
  hasPrevPage: z.boolean(),
  hasNextPage: z.boolean(),
});
export type ScheduledWebhookPage = z.infer<typeof ScheduledWebhookPage>;

export const WebhookLogIdParams = z.object({ id: z.uuid({ error: n.logNotFound }) });

/** The answer of test, process, delete and reprocess-all. */
export const WebhookActionResult = z.object({
  success: z.boolean(),
  message: z.string(),
  httpStatus: z.number().nullable().optional(),
  count: z.number().optional(),
});
export type WebhookActionResult = z.infer<typeof WebhookActionResult>;
