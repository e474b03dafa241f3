import { AppError } from '@core/app-error.ts';
import { googleMessages } from '@core/messages.ts';
import { deliveryMessages } from '@core/messages-delivery.ts';
import { CalendarCallError, type CalendarFailure } from '../calendar-provider.ts';
import { googleStatusOf } from './google-event-calls.ts';

const d = deliveryMessages;
const EXCERPT_CHARS = 500;
const RATE_LIMITS = ['rateLimitExceeded', 'userRateLimitExceeded'];

const ended = (reason: string, dropped: boolean): CalendarFailure => ({
  reason,
  retryable: false,
  dropped,
  httpStatus: null,
  excerpt: null,
});

/** A call Google refused or never answered: 5xx, 408, 429, rate limits and no answer retry. */
export function failedGoogleCall(error: unknown): CalendarCallError {
  const status = googleStatusOf(error);
  const data = (error as { response?: { data?: unknown } }).response?.data;
  const reasons = JSON.stringify(data ?? '');
  const retryable =
    status === undefined ||
    status >= 500 ||
    status === 408 ||
    status === 429 ||
    (status === 403 && RATE_LIMITS.some((reason) => reasons.includes(reason)));
  const reason =
    status === undefined
      ? d.googleUnreachable
      : status === 404 || status === 410
        ? d.googleEventGone
        : d.googleHttpStatus(status);
  return new CalendarCallError({
    reason,
    retryable,
    dropped: false,
    httpStatus: status ?? null,
    excerpt: data === undefined ? null : reasons.slice(0, EXCERPT_CHARS),
  });
}

/**
 * The connection could not be used: a refused grant fails the change, no connection (or Google
 * off here) drops it, anything else is tried again.
 */
export function refusedGoogleConnection(error: unknown): CalendarCallError {
  if (error instanceof CalendarCallError) return error;
  if (error instanceof AppError && error.code === 'CONFLICT') {
    const reconnect = error.message === googleMessages.needsReconnect;
    return new CalendarCallError(ended(error.message, !reconnect));
  }
  if (error instanceof AppError && error.code === 'UNAVAILABLE') {
    return new CalendarCallError(ended(error.message, true));
  }
  return new CalendarCallError({ ...ended(d.googleUnreachable, false), retryable: true });
}
