import { deliveryMessages } from '@core/messages-delivery.ts';
import {
  CalendarCallError,
  type CalendarProvider,
  providerById,
} from '../../../calendars/calendar-provider.ts';
import { type DeliveryAttempt, cancelledAttempt } from '../../delivery-attempt.ts';
import type { DeliveryDeps } from '../../delivery-deps.ts';
import { type StoredPayload, payloadEventId } from '../../notification-payload.ts';
import type { ClaimedRow } from '../../webhook-logs.repository.ts';
import { calendarEventInput } from './calendar-event-input.ts';
import { findAppointmentToSync, saveExternalEvent } from './calendar-sync.repository.ts';

const d = deliveryMessages;

/**
 * The provider a row goes to: the one the appointment's event is in, else the professional's
 * connected one (with a single provider, that one: it answers for its own connection).
 */
async function providerFor(
  providers: readonly CalendarProvider[],
  userId: string,
  eventProvider: string | null,
): Promise<CalendarProvider | undefined> {
  const own = providerById(providers, eventProvider);
  if (own || providers.length <= 1) return own ?? providers[0];
  for (const provider of providers) {
    const connection = await provider.connection(userId);
    if (connection && !connection.needsReconnect) return provider;
  }
  return providers[0];
}

/**
 * Delivers a calendar-sync row: makes the professional's calendar match the appointment as it is
 * now (created, with a conference when wanted, or updated), or deletes its event, through the
 * provider (`deps.calendars`). The event link and the meeting link are kept on the appointment.
 * The row goes to the calendar the connection names at delivery (a switch of calendar after the
 * row was written is honoured, as before the providers).
 */
export async function syncCalendarEvent(
  deps: DeliveryDeps,
  row: ClaimedRow,
): Promise<DeliveryAttempt> {
  if (!row.userId) return cancelledAttempt(row.url, d.appointmentGone);
  const deleting = row.eventType === 'appointment.cancelled';
  const appointment =
    deleting || !row.appointmentId ? null : await findAppointmentToSync(deps.db, row.appointmentId);
  if (!deleting && !appointment) return cancelledAttempt(row.url, d.appointmentGone);
  const eventProvider = appointment?.calendarProvider ?? null;
  const provider = await providerFor(deps.calendars ?? [], row.userId, eventProvider);
  if (!provider) throw new Error('outbox: no calendar provider to deliver to');
  // The calendar the professional's connection names now, as when each row read its connection;
  // the one the row was written for (`url`) when the provider no longer knows the connection.
  const connection = await provider.connection(row.userId);
  const calendarId = connection ? (connection.calendarId ?? 'primary') : (row.url ?? 'primary');
  const answer = { httpStatus: null, excerpt: null, url: calendarId };
  try {
    if (!appointment) {
      const { data } = row.payload as StoredPayload;
      const event = { appointmentId: data.appointmentId, eventId: payloadEventId(data) };
      await provider.deleteEvent(row.userId, calendarId, event);
    } else {
      const event = calendarEventInput(appointment);
      const known = eventProvider === provider.id ? appointment.calendarEventId : null;
      const link = known
        ? await provider.updateEvent(row.userId, calendarId, known, event)
        : await provider.createEvent(row.userId, calendarId, event);
      await saveExternalEvent(deps.db, appointment.id, {
        provider: provider.id,
        calendarId,
        ...link,
      });
    }
    return { ...answer, ok: true, retryable: false, error: null, cancelled: false };
  } catch (error) {
    if (!(error instanceof CalendarCallError)) throw error;
    const { reason, retryable, dropped, httpStatus, excerpt } = error.failure;
    return {
      ...answer,
      ok: false,
      retryable,
      httpStatus,
      excerpt,
      error: reason,
      cancelled: dropped,
    };
  }
}
