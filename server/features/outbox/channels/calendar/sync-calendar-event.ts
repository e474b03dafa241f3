import { deliveryMessages } from '@core/messages-delivery.ts';
import type { Db } from '@server/db/client.ts';
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
import { blockCalendarWork } from './block-calendar-work.ts';
import type { CalendarWork } from './calendar-work.ts';
import { isBlockSyncEvent } from './calendar-block-rows.ts';

const d = deliveryMessages;

/** The work of an appointment's row: the appointment as it is now, or its event's deletion. */
async function appointmentCalendarWork(db: Db, row: ClaimedRow): Promise<CalendarWork> {
  if (row.eventType === 'appointment.cancelled') {
    const { data } = row.payload as StoredPayload;
    return {
      remove: { appointmentId: data.appointmentId, eventId: payloadEventId(data) },
      eventProvider: null,
    };
  }
  const appointment = row.appointmentId ? await findAppointmentToSync(db, row.appointmentId) : null;
  if (!appointment) return { gone: d.appointmentGone };
  return {
    event: calendarEventInput(appointment),
    eventProvider: appointment.calendarProvider,
    eventId: appointment.calendarEventId,
    save: (db, link) => saveExternalEvent(db, appointment.id, link),
  };
}

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
 * Delivers a calendar-sync row: makes the professional's calendar match the appointment (or the
 * block, decision 076) as it is now (created, with a conference when wanted, or updated), or
 * deletes its event, through the provider (`deps.calendars`). The event link (and the meeting
 * link) is kept on the appointment or the block. The row goes to the calendar the connection
 * names at delivery (a switch of calendar after the row was written is honoured, as before the
 * providers).
 */
export async function syncCalendarEvent(
  deps: DeliveryDeps,
  row: ClaimedRow,
): Promise<DeliveryAttempt> {
  if (!row.userId) return cancelledAttempt(row.url, d.appointmentGone);
  const work = isBlockSyncEvent(row.eventType)
    ? await blockCalendarWork(deps.db, row)
    : await appointmentCalendarWork(deps.db, row);
  if ('gone' in work) return cancelledAttempt(row.url, work.gone);
  const provider = await providerFor(deps.calendars ?? [], row.userId, work.eventProvider);
  if (!provider) throw new Error('outbox: no calendar provider to deliver to');
  // The calendar the professional's connection names now, as when each row read its connection;
  // the one the row was written for (`url`) when the provider no longer knows the connection.
  const connection = await provider.connection(row.userId);
  const calendarId = connection ? (connection.calendarId ?? 'primary') : (row.url ?? 'primary');
  const answer = { httpStatus: null, excerpt: null, url: calendarId };
  try {
    if ('remove' in work) {
      await provider.deleteEvent(row.userId, calendarId, work.remove);
    } else {
      const known = work.eventProvider === provider.id ? work.eventId : null;
      const link = known
        ? await provider.updateEvent(row.userId, calendarId, known, work.event)
        : await provider.createEvent(row.userId, calendarId, work.event);
      await work.save(deps.db, { provider: provider.id, calendarId, ...link });
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
