import type { LogChannel } from '@core/schemas/notifications.ts';
import { emailChannel } from './channels/email/email-channel.ts';
import { googleChannel } from './channels/google/google-channel.ts';
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
  google: googleChannel,
} satisfies Record<LogChannel, OutboxChannel>;
