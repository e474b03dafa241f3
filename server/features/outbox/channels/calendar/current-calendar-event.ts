import type { Db } from '@server/db/client.ts';
import { type StoredPayload, eventFieldsOf, payloadEventId } from '../../notification-payload.ts';
import type { ClaimedRow } from '../../webhook-logs.repository.ts';
import { findExternalEventsOf } from './calendar-sync.repository.ts';

/** The external event (id and meeting link) each appointment has now, by appointment id. */
export type CurrentCalendarEvents = Awaited<ReturnType<typeof findExternalEventsOf>>;

/** A row written before its appointment's event existed (the booking's own e-mails, reminders). */
function lacksCalendarEvent(row: ClaimedRow): boolean {
  const payload = row.payload as StoredPayload;
  if (!row.appointmentId || !payload.data || payloadEventId(payload.data)) return false;
  return payload.event !== 'appointment.cancelled' && payload.event !== 'webhook.test';
}

/** Reads, once for a batch, the events of the rows that were written without one. */
export async function loadCurrentCalendarEvents(
  db: Db,
  rows: ClaimedRow[],
): Promise<CurrentCalendarEvents> {
  const ids = [...new Set(rows.filter(lacksCalendarEvent).map((row) => row.appointmentId!))];
  return ids.length ? findExternalEventsOf(db, ids) : new Map();
}

/**
 * A webhook or e-mail written before the appointment's event existed goes out with the event id
 * and meeting link the appointment has by then (as read by `loadCurrentCalendarEvents`).
 */
export function withCurrentCalendarEvent(
  row: ClaimedRow,
  events: CurrentCalendarEvents,
): ClaimedRow {
  const event = lacksCalendarEvent(row) ? events.get(row.appointmentId!) : undefined;
  if (!event) return row;
  const payload = row.payload as StoredPayload;
  return { ...row, payload: { ...payload, data: { ...payload.data, ...eventFieldsOf(event) } } };
}
