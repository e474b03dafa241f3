import { AppError } from '@core/app-error.ts';
import { deliveryMessages } from '@core/messages-delivery.ts';
import type { DeliveryDeps } from './delivery-deps.ts';
import { deliverRow } from './deliver-row.ts';
import { type ClaimedRow } from './webhook-logs.repository.ts';
import { finishClaim } from './outbox-results.repository.ts';

/**
 * Delivers a row this request has claimed and answers with the real result: a failure is a
 * 502 with the reason, a row its channel could not send here (e-mail off) a 409. `retry: false` (a test) records a failure at once instead of queueing
 * another attempt.
 */
export async function deliverNow(
  deps: DeliveryDeps,
  row: ClaimedRow,
  messageOf: { success: string; failure: (reason: string) => string },
  retry = true,
) {
  const outcome = await deliverRow(deps, row);
  if (!retry && outcome.status === 'pending') {
    Object.assign(outcome, { status: 'failed', processedAt: new Date(), nextAttemptAt: undefined });
  }
  await finishClaim(deps.db, row, outcome);
  if (outcome.status === 'not_sent') {
    // Nothing failed on the way (no 502): the channel is off on this server.
    throw new AppError('CONFLICT', messageOf.failure(outcome.error ?? ''));
  }
  if (outcome.status !== 'success') {
    const reason = outcome.error ?? deliveryMessages.unreachable;
    throw new AppError('BAD_GATEWAY', messageOf.failure(reason), undefined, {
      httpStatus: outcome.httpStatus,
    });
  }
  return { success: true, message: messageOf.success, httpStatus: outcome.httpStatus };
}
