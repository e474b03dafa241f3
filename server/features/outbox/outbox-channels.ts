import { CALENDAR_SYNC_CHANNEL, type LogChannel } from '@core/schemas/notifications.ts';
import { emailChannel } from './channels/email/email-channel.ts';
import { calendarChannel } from './channels/calendar/calendar-channel.ts';
import { webhookChannel } from './channels/webhook/webhook-channel.ts';
import { whatsappChannel } from './channels/whatsapp/whatsapp-channel.ts';
import type { OutboxChannel } from './outbox-channel.ts';

/**
 * The outbox's channels, by the name their rows keep (core's LOG_CHANNELS, which the database
 * enum and the web's labels follow). A change's rows are written in this order.
 */
export const outboxChannels = {
  webhook: webhookChannel,
  whatsapp: whatsappChannel,
  email: emailChannel,
  [CALENDAR_SYNC_CHANNEL]: calendarChannel,
} satisfies Record<LogChannel, OutboxChannel>;
