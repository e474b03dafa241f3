import type { Db } from '../../../db/client.ts';
import { eventIdIn } from '../external-event.ts';
import { listFutureAppointments } from '../../outbox/future-appointments.repository.ts';
import { snapshotOf } from '../../outbox/notification-payload.ts';
import { insertWebhookLogs } from '../../outbox/webhook-logs.repository.ts';
import { calendarSyncRow } from '../../outbox/channels/calendar/calendar-sync-row.ts';
import { calendarBlockRows } from '../../outbox/channels/calendar/calendar-block-rows.ts';
import { listBlocksWithoutEvent } from '../../outbox/channels/calendar/block-sync.repository.ts';

/**
 * After a (re)connection, the professional's appointments that have not started and have no
 * Google event (booked before connecting, or while Google refused the old grant) get one: a
 * 'google' outbox row each, in the connection's transaction, and so do the blocks that have not
 * ended. Ours is the event id, so an event that exists already is patched, never doubled.
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
  // The blocks that have not ended go as busy events too (decision 076).
  const blocks = await listBlocksWithoutEvent(db, professional.userId, new Date(now));
  rows.push(...(await calendarBlockRows(db, 'block.created', blocks, new Date(now))));
  if (rows.length > 0) await insertWebhookLogs(db, rows);
  return rows.length;
}
