import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CalendarProvider } from '../calendars/calendar-provider.ts';
import type { EmailFacts } from './channels/email/email-facts.ts';
import type { OutboxChannels } from './outbox-channel.ts';
import type { ClaimedRow } from './webhook-logs.repository.ts';

/**
 * Sends one e-mail row through SMTP, or answers 'stored' when SMTP is not configured and the
 * e-mail was only kept in the e-mail outbox; throws on failure. `facts`: what its batch read for
 * the e-mails (names, private links); read now when absent.
 */
export type SendEmail = (row: ClaimedRow, facts?: EmailFacts) => Promise<'stored' | void>;

/**
 * What delivering a row needs: the database, and what the channels need (config, SMTP,
 * calendars). PUBLIC_URL and PORT make the private links a WhatsApp row gets at delivery.
 */
export interface DeliveryDeps {
  db: Db;
  config: Pick<
    Config,
    | 'WEBHOOK_ALLOW_PRIVATE'
    | 'WEBHOOK_TIMEOUT_MS'
    | 'WEBHOOK_MAX_ATTEMPTS'
    | 'WEBHOOK_RETRY_BASE_MS'
    | 'WHATSAPP_API_URL'
    | 'PUBLIC_URL'
    | 'PORT'
  >;
  sendEmail: SendEmail;
  now?: () => number;
  /** The calendars a calendar-sync row goes to (the app's providers, or a test's fake). */
  calendars?: readonly CalendarProvider[];
  /** The channels rows are delivered through: the registry, or a test's. */
  channels?: OutboxChannels;
}
