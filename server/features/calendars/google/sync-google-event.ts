import { AppError } from '@core/app-error.ts';
import { googleMessages } from '@core/messages.ts';
import { deliveryMessages } from '@core/messages-delivery.ts';
import type { PostResult } from '../../outbox/channels/webhook/post-webhook.ts';
import type { StoredPayload } from '../../outbox/notification-payload.ts';
import type { ClaimedRow } from '../../outbox/webhook-logs.repository.ts';
import { type GoogleDeps, withConnectedGoogle } from './connected-google.ts';
import { calendarApi, isInvalidGrant } from './google-client.ts';
import { googleEventIdFor, meetLinkOf } from './google-event-body.ts';
import { deleteGoogleEvent, googleStatusOf, upsertGoogleEvent } from './google-event-calls.ts';
import { findAppointmentToSync, saveGoogleEvent } from './google-sync.repository.ts';

const d = deliveryMessages;
const EXCERPT_CHARS = 500;
const RATE_LIMITS = ['rateLimitExceeded', 'userRateLimitExceeded'];

/** One attempt at a 'google' outbox row, in the shape the delivery policy reads. */
export type GoogleSyncAttempt = PostResult & { url: string | null; cancelled?: boolean };

const ended = (url: string | null, error: string, cancelled: boolean): GoogleSyncAttempt => ({
  ok: false,
  retryable: false,
  httpStatus: null,
  excerpt: null,
  error,
  url,
  cancelled,
});

/** A call Google refused or never answered: 5xx, 408, 429, rate limits and no answer retry. */
function failedCall(url: string, error: unknown): GoogleSyncAttempt {
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
  return {
    ok: false,
    retryable,
    httpStatus: status ?? null,
    excerpt: data === undefined ? null : reasons.slice(0, EXCERPT_CHARS),
    error: reason,
    url,
  };
}

/** The connection could not be used: a refused grant fails the row, no connection cancels it. */
function refused(url: string | null, error: unknown): GoogleSyncAttempt {
  if (error instanceof AppError && error.code === 'CONFLICT') {
    const reconnect = error.message === googleMessages.needsReconnect;
    return ended(url, error.message, !reconnect);
  }
  if (error instanceof AppError && error.code === 'UNAVAILABLE') {
    return ended(url, error.message, true);
  }
  return { ...ended(url, d.googleUnreachable, false), retryable: true };
}

/**
 * Delivers a 'google' row: makes the professional's calendar match the appointment as it is now
 * (insert with a Meet link, or patch), or deletes its event. The event id and the Meet link are
 * kept on the appointment.
 */
export async function syncGoogleEvent(
  deps: GoogleDeps,
  row: ClaimedRow,
): Promise<GoogleSyncAttempt> {
  const { data } = row.payload as StoredPayload;
  if (!row.userId) return ended(row.url, d.appointmentGone, true);
  const deleting = row.eventType === 'appointment.cancelled';
  const appointment =
    deleting || !row.appointmentId ? null : await findAppointmentToSync(deps.db, row.appointmentId);
  if (!deleting && !appointment) return ended(row.url, d.appointmentGone, true);
  try {
    return await withConnectedGoogle(deps, { userId: row.userId }, async (google) => {
      const calendarId = google.connection.calendarId ?? 'primary';
      const api = calendarApi(google.settings, google.auth);
      const done = { ...ended(calendarId, '', false), ok: true, error: null };
      try {
        if (!appointment) {
          const eventId = data.googleEventId ?? googleEventIdFor(data.appointmentId);
          await deleteGoogleEvent(api, calendarId, eventId);
          return done;
        }
        const event = await upsertGoogleEvent(api, calendarId, appointment);
        const googleEventId = event.id ?? googleEventIdFor(appointment.id);
        await saveGoogleEvent(deps.db, appointment.id, {
          googleEventId,
          meetLink: meetLinkOf(event),
          calendarId,
        });
        return done;
      } catch (error) {
        // A refused grant is the wrapper's to handle: it marks the connection for reconnection.
        if (isInvalidGrant(error)) throw error;
        return failedCall(calendarId, error);
      }
    });
  } catch (error) {
    return refused(row.url, error);
  }
}
