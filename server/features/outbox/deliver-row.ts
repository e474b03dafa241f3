import { deliveryMessages } from '@core/messages-delivery.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type StoredPayload, webhookBody } from './notification-payload.ts';
import type { ClaimedRow } from './webhook-logs.repository.ts';
import { withCurrentGoogleEvent } from './channels/google/current-google-event.ts';
import type { GoogleConfig } from '../google/google-settings.ts';
import { syncGoogleEvent } from '../google/sync-google-event.ts';
import { deliverWhatsappRow } from './channels/whatsapp/deliver-whatsapp-row.ts';
import type { DeliveryOutcome } from './outbox-results.repository.ts';
import type { EmailFacts } from './channels/email/email-facts.ts';
import { type DeliveryContext, loadDeliveryContext } from './delivery-context.ts';
import { type PostResult, postWebhook } from './channels/webhook/post-webhook.ts';
import { SIGNATURE_HEADER, signWebhook } from './channels/webhook/webhook-signature.ts';

const d = deliveryMessages;

/**
 * Sends one e-mail row through SMTP, or answers 'stored' when SMTP is not configured and the
 * e-mail was only kept in the e-mail outbox; throws on failure. `facts`: what its batch read for
 * the e-mails (names, private links); read now when absent.
 */
export type SendEmail = (row: ClaimedRow, facts?: EmailFacts) => Promise<'stored' | void>;

export interface DeliveryDeps {
  db: Db;
  config: Pick<
    Config,
    | 'WEBHOOK_ALLOW_PRIVATE'
    | 'WEBHOOK_TIMEOUT_MS'
    | 'WEBHOOK_MAX_ATTEMPTS'
    | 'WEBHOOK_RETRY_BASE_MS'
    | 'WHATSAPP_API_URL'
  > &
    GoogleConfig;
  sendEmail: SendEmail;
  now?: () => number;
}

/**
 * What one attempt gave, before the retry policy decides the row's status. `notSent`: it ended
 * without going out because the channel is off on this server (`error` says why).
 */
type Attempt = PostResult & { url: string | null; cancelled?: boolean; notSent?: boolean };

const cancelled = (url: string | null, error: string): Attempt => ({
  ok: false,
  retryable: false,
  httpStatus: null,
  excerpt: null,
  error,
  url,
  cancelled: true,
});

/** The moment the body describes: when the event happened, or the reminder's planned time. */
function eventTime(row: ClaimedRow): Date {
  return row.eventType === 'appointment.reminder' ? row.scheduledFor : row.createdAt;
}

async function postToSubscription(
  deps: DeliveryDeps,
  row: ClaimedRow,
  context: DeliveryContext,
): Promise<Attempt> {
  const settings = context.settings.get(row.settingsId ?? '');
  const isTest = row.eventType === 'webhook.test';
  if (!settings?.webhookUrl || !(isTest || settings.webhookNotificationsEnabled)) {
    return cancelled(row.url, d.notConfigured);
  }
  const body = JSON.stringify(
    webhookBody(row.eventId, eventTime(row), row.payload as StoredPayload),
  );
  const seconds = Math.floor((deps.now?.() ?? Date.now()) / 1000);
  const result = await postWebhook(settings.webhookUrl, body, {
    timeoutMs: deps.config.WEBHOOK_TIMEOUT_MS,
    allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE,
    headers: {
      [SIGNATURE_HEADER]: signWebhook(settings.webhookSecret ?? '', body, seconds),
      'X-Agendei-Event': row.eventType,
      'X-Agendei-Event-Id': row.eventId,
    },
  });
  return { ...result, url: settings.webhookUrl };
}

async function sendEmailRow(
  deps: DeliveryDeps,
  row: ClaimedRow,
  facts: EmailFacts | undefined,
): Promise<Attempt> {
  const attempt = { httpStatus: null, excerpt: null, url: row.url };
  try {
    if ((await deps.sendEmail(row, facts)) === 'stored') {
      return {
        ...attempt,
        ok: false,
        retryable: false,
        notSent: true,
        error: d.emailNotConfigured,
      };
    }
    return { ...attempt, ok: true, retryable: false, error: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ...attempt, ok: false, retryable: true, error: reason.slice(0, 300) };
  }
}

/** A reminder is pointless once its appointment is gone or has begun. */
function staleReminder(row: ClaimedRow, now: number): string | undefined {
  if (row.eventType !== 'appointment.reminder') return undefined;
  if (!row.appointmentId) return d.appointmentGone;
  const start = Date.parse((row.payload as StoredPayload).data.startTime);
  return start <= now ? d.appointmentStarted : undefined;
}

/** One attempt through the row's channel; `context` was read for its batch, or is read now. */
async function attemptRow(
  deps: DeliveryDeps,
  row: ClaimedRow,
  context?: DeliveryContext,
): Promise<Attempt> {
  if (row.channel === 'google') return syncGoogleEvent(deps, row);
  if (row.channel === 'whatsapp') return deliverWhatsappRow(deps, row);
  const read = context ?? (await loadDeliveryContext(deps.db, [row]));
  const current = withCurrentGoogleEvent(row, read.googleEvents);
  return row.channel === 'email'
    ? sendEmailRow(deps, current, read.email)
    : postToSubscription(deps, current, read);
}

/**
 * Delivers one claimed row and decides what becomes of it: success, not sent (its channel is off
 * here), another attempt after an exponential backoff (5xx, timeouts, network errors) while
 * attempts remain, or failed. The same policy retries webhooks, e-mails, WhatsApp messages and
 * Google Calendar syncs.
 */
export async function deliverRow(
  deps: DeliveryDeps,
  row: ClaimedRow,
  context?: DeliveryContext,
): Promise<DeliveryOutcome> {
  const now = deps.now?.() ?? Date.now();
  const stale = staleReminder(row, now);
  const attempt = stale ? cancelled(row.url, stale) : await attemptRow(deps, row, context);
  const finishedAt = new Date(deps.now?.() ?? Date.now());
  const common = {
    url: attempt.url,
    httpStatus: attempt.httpStatus,
    responseExcerpt: attempt.excerpt,
    error: attempt.error,
  };
  if (attempt.ok) {
    return { ...common, status: 'success', sentAt: finishedAt, processedAt: finishedAt };
  }
  if (attempt.cancelled) return { ...common, status: 'cancelled', processedAt: finishedAt };
  if (attempt.notSent) return { ...common, status: 'not_sent', processedAt: finishedAt };
  const { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_BASE_MS } = deps.config;
  if (attempt.retryable && row.attempts < WEBHOOK_MAX_ATTEMPTS) {
    const delay = WEBHOOK_RETRY_BASE_MS * 2 ** (row.attempts - 1);
    return { ...common, status: 'pending', nextAttemptAt: new Date(finishedAt.getTime() + delay) };
  }
  return { ...common, status: 'failed', processedAt: finishedAt };
}
