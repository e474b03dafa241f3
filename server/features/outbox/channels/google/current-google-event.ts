import type { Db } from '../../../../db/client.ts';
import { findGoogleEventsOf } from '../../../google/google-sync.repository.ts';
import type { StoredPayload } from '../../notification-payload.ts';
import type { ClaimedRow } from '../../webhook-logs.repository.ts';

/** The Google event (id and Meet link) each appointment has now, by appointment id. */
export type CurrentGoogleEvents = Awaited<ReturnType<typeof findGoogleEventsOf>>;

/** A row written before its appointment's Google event existed (the booking's own e-mails, reminders). */
function lacksGoogleEvent(row: ClaimedRow): boolean {
  const payload = row.payload as StoredPayload;
  if (!row.appointmentId || !payload.data || payload.data.googleEventId) return false;
  return payload.event !== 'appointment.cancelled' && payload.event !== 'webhook.test';
}

/** Reads, once for a batch, the Google events of the rows that were written without one. */
export async function loadCurrentGoogleEvents(
  db: Db,
  rows: ClaimedRow[],
): Promise<CurrentGoogleEvents> {
  const ids = [...new Set(rows.filter(lacksGoogleEvent).map((row) => row.appointmentId!))];
  return ids.length ? findGoogleEventsOf(db, ids) : new Map();
}

/**
 * A webhook or e-mail written before the appointment's Google event existed goes out with the
 * event id and Meet link the appointment has by then (as read by `loadCurrentGoogleEvents`).
 */
export function withCurrentGoogleEvent(row: ClaimedRow, events: CurrentGoogleEvents): ClaimedRow {
  const event = lacksGoogleEvent(row) ? events.get(row.appointmentId!) : undefined;
  if (!event) return row;
  const payload = row.payload as StoredPayload;
  return { ...row, payload: { ...payload, data: { ...payload.data, ...event } } };
}
