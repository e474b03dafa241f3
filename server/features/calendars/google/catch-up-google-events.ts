import type { Db } from '../../../db/client.ts';
import { eventIdIn } from '../external-event.ts';
import { listFutureAppointments } from '../../outbox/future-appointments.repository.ts';
import { snapshotOf } from '../../outbox/notification-payload.ts';
import { insertWebhookLogs } from '../../outbox/webhook-logs.repository.ts';
import { calendarSyncRow } from '../../outbox/channels/calendar/calendar-sync-row.ts';

/**
 * After a (re)connection, the professional's appointments that have not started and have no
 * Google event (booked before connecting, or while Google refused the old grant) get one: a
 * 'google' outbox row each, in the connection's transaction. Ours is the event id, so an event
 * that exists already is patched, never doubled.
 */
export async function catchUpGoogleEvents(
  db: Db,
  professional: { userId: string; organizationId: string },
  now = Date.now(),
): Promise<number> {
  const future = await listFutureAppointments(
    db,
    { organizationId: professional.organizationId, userId: professional.userId },
    new Date(now),
  );
  const rows = [];
  for (const { appointment, professional: owner } of future) {
    if (eventIdIn('google', appointment)) continue;
    const snapshot = snapshotOf(appointment, owner.name);
    const row = await calendarSyncRow(db, owner, snapshot, 'appointment.created', now);
    if (!row) return 0;
    rows.push(row);
  }
  if (rows.length > 0) await insertWebhookLogs(db, rows);
  return rows.length;
}
