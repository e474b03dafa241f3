import { deliveryMessages } from '@core/messages-delivery.ts';
import type { StoredPayload } from './notification-payload.ts';
import type { ClaimedRow } from './webhook-logs.repository.ts';
import type { DeliveryOutcome } from './outbox-results.repository.ts';
import type { DeliveryDeps } from './delivery-deps.ts';
import { type DeliveryAttempt, cancelledAttempt } from './delivery-attempt.ts';
import { type DeliveryContext, loadDeliveryContext, refreshedRow } from './delivery-context.ts';
import type { OutboxChannels } from './outbox-channel.ts';
import { outboxChannels } from './outbox-channels.ts';

const d = deliveryMessages;

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
): Promise<DeliveryAttempt> {
  const channels: OutboxChannels = deps.channels ?? outboxChannels;
  const channel = channels[row.channel];
  if (!channel) throw new Error(`outbox: no channel '${row.channel}'`);
  const read = context ?? (await loadDeliveryContext(deps.db, [row], channels));
  return channel.deliver(deps, refreshedRow(row, read, channels), read.channels[row.channel]);
}

/**
 * Delivers one claimed row and decides what becomes of it: success, not sent (its channel is off
 * here), another attempt after an exponential backoff (5xx, timeouts, network errors) while
 * attempts remain, or failed. The same policy retries webhooks, e-mails, WhatsApp messages and
 * calendar syncs.
 */
export async function deliverRow(
  deps: DeliveryDeps,
  row: ClaimedRow,
  context?: DeliveryContext,
): Promise<DeliveryOutcome> {
  const now = deps.now?.() ?? Date.now();
  const stale = staleReminder(row, now);
  const attempt = stale ? cancelledAttempt(row.url, stale) : await attemptRow(deps, row, context);
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
