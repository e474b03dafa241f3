import type { ErasureCountsDto } from '@core/schemas/privacy.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { Actor } from '../../kernel/actor.ts';
import { calendarSyncRow } from '../outbox/channels/calendar/calendar-sync-row.ts';
import { snapshotOf } from '../outbox/notification-payload.ts';
import { type NewWebhookLog, insertWebhookLogs } from '../outbox/webhook-logs.repository.ts';
import {
  anonymizeAppointments,
  cancelClientNotifications,
  deleteIdempotencyKeys,
  scrubAuditEntries,
  scrubEmails,
  scrubNotifications,
} from './client-erasure.repository.ts';
import type { LockMode } from './client-records.repository.ts';
import { auditClientRequest } from './client-request-audit.ts';
import { type ClientRecords, collectClientRecords } from './collect-client-records.ts';
import { deleteClientEntries } from '../waitlist/waitlist.repository.ts';

export interface EraseClientOptions {
  actor: Actor;
  /** Lower-cased (core/schemas/privacy.ts ClientEmail). */
  email: string;
  events: EventBus;
  /** Why: the client's request (an admin), or the organization's retention period (system). */
  reason?: 'request' | 'retention';
  /** 'skip': another instance erasing the same client already holds its appointments. */
  lock?: Exclude<LockMode, 'none'>;
  now?: number;
}

/**
 * The calendar events of the anonymized appointments are rewritten through the outbox
 * (the sync reads the appointment as it is now: 'Cliente anonimizado', no attendee).
 */
async function calendarRewrites(
  db: Db,
  anonymized: Awaited<ReturnType<typeof anonymizeAppointments>>,
  records: ClientRecords,
  now: number,
): Promise<NewWebhookLog[]> {
  const rows: NewWebhookLog[] = [];
  for (const appointment of anonymized) {
    if (!appointment.calendarEventId) continue;
    const found = records.appointments.find((item) => item.appointment.id === appointment.id);
    const snapshot = snapshotOf(appointment, found?.professionalName ?? '');
    const professional = { id: appointment.userId, organizationId: appointment.organizationId };
    const row = await calendarSyncRow(db, professional, snapshot, 'appointment.updated', now);
    if (row) rows.push(row);
  }
  return rows;
}

/**
 * LGPD erasure of one client e-mail in the actor's organization, in one transaction: the
 * appointments stay in the agenda with the client's fields anonymized; the notifications, stored
 * e-mails and audit copies lose the client's data; client messages not sent yet are cancelled.
 * Audited with the e-mail's hash and the counts. 404 when nothing is stored about the e-mail.
 */
export async function eraseClientData(
  db: Db,
  { actor, email, events, reason = 'request', lock = 'wait', now = Date.now() }: EraseClientOptions,
): Promise<ErasureCountsDto> {
  const key = { organizationId: actor.organizationId, email };
  const { counts, professionals } = await db.transaction(async (tx) => {
    const records = await collectClientRecords(tx, key, lock);
    const logIds = records.notifications.map((row) => row.id);
    const cancelledNotifications = await cancelClientNotifications(tx, logIds);
    const notifications = await scrubNotifications(tx, logIds);
    const emails = await scrubEmails(
      tx,
      records.emails.map((row) => row.id),
      email,
    );
    const auditEntries = await scrubAuditEntries(
      tx,
      records.auditEntries.map((row) => row.id),
    );
    await deleteIdempotencyKeys(tx, records.existingIds);
    const anonymized = await anonymizeAppointments(tx, records.existingIds, new Date(now));
    // The waitlist keeps nothing of an erased client; an offer's hold is let go.
    const waitlist = await deleteClientEntries(tx, actor.organizationId, email);
    await insertWebhookLogs(tx, await calendarRewrites(tx, anonymized, records, now));
    const counts: ErasureCountsDto = {
      appointments: anonymized.length,
      notifications,
      cancelledNotifications,
      emails,
      auditEntries,
    };
    await auditClientRequest(tx, actor, { action: 'erase', email, details: { reason, ...counts } });
    const holds = waitlist.filter((entry) => entry.status === 'offered');
    const professionals = new Set([...anonymized, ...holds].map((row) => row.userId));
    return { counts, professionals };
  });
  // Open agendas show 'Cliente anonimizado' at once.
  for (const userId of professionals) {
    await events.publish({
      type: 'appointment_updated',
      organizationId: actor.organizationId,
      userId,
    });
  }
  return counts;
}
