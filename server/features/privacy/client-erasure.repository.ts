import { type AnyColumn, type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import {
  ANONYMIZED_CLIENT_NAME,
  ANONYMIZED_EMAIL,
  anonymizedClientFields,
} from '@core/anonymized-client.ts';
import { privacyMessages } from '@core/messages-privacy.ts';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  auditLog,
  emailOutbox,
  idempotencyKeys,
  webhookLogs,
} from '../../db/schema.ts';

const p = privacyMessages;

/**
 * A JSON copy of an appointment (an audit before/after, a notification's data) with the client's
 * fields replaced; any other JSON is left as it is.
 */
export function scrubbedCopy(copy: SQL | AnyColumn): SQL {
  return sql`CASE WHEN jsonb_typeof(${copy}) = 'object' AND (${copy} -> 'clientEmail') IS NOT NULL
    THEN (${copy} - 'intakeAnswers') || jsonb_build_object(
      'clientName', ${ANONYMIZED_CLIENT_NAME}::text, 'clientEmail', ${ANONYMIZED_EMAIL}::text,
      'clientPhone', NULL, 'notes', NULL)
    ELSE ${copy} END`;
}

/** An outbox row's payload with its appointment snapshot (`data`) scrubbed. */
export const scrubbedPayload = sql`CASE WHEN jsonb_typeof(${webhookLogs.payload} -> 'data') = 'object'
  THEN jsonb_set(${webhookLogs.payload}, '{data}'::text[], ${scrubbedCopy(sql`(${webhookLogs.payload} -> 'data')`)})
  ELSE ${webhookLogs.payload} END`;

/**
 * The appointments stay for the agenda and the statistics (times, professional, service,
 * payment); the client's fields become the placeholders and the private link's secret changes,
 * so the client's old e-mailed link opens nothing.
 */
export async function anonymizeAppointments(db: Db, ids: string[], now: Date) {
  if (ids.length === 0) return [];
  return db
    .update(appointments)
    .set({
      ...anonymizedClientFields,
      // The intake answers are the client's too (decision 084); the consent's date stays.
      intakeAnswers: null,
      clientAnonymizedAt: now,
      manageToken: sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`,
      updatedAt: now,
    })
    .where(inArray(appointments.id, ids))
    .returning();
}

/** Client e-mails and WhatsApp messages not sent yet will not go out: they are cancelled. */
export async function cancelClientNotifications(db: Db, logIds: string[]): Promise<number> {
  if (logIds.length === 0) return 0;
  const cancelled = await db
    .update(webhookLogs)
    .set({ status: 'cancelled', error: p.cancelledByErasure, claimedUntil: null })
    .where(
      and(
        inArray(webhookLogs.id, logIds),
        eq(webhookLogs.subscriber, 'client'),
        inArray(webhookLogs.status, ['scheduled', 'pending', 'failed']),
      ),
    )
    .returning({ id: webhookLogs.id });
  return cancelled.length;
}

/**
 * The notifications keep what happened (event, channel, status, times) without the client: the
 * payload's snapshot is scrubbed, a client's address or phone is dropped, and so is the
 * receiver's answer (a webhook receiver or the WhatsApp API may echo the data back). A delivery
 * in flight loses its claim, so its result (and its e-mail's copy) is not written after this.
 */
export async function scrubNotifications(db: Db, logIds: string[]): Promise<number> {
  if (logIds.length === 0) return 0;
  const scrubbed = await db
    .update(webhookLogs)
    .set({
      payload: scrubbedPayload,
      url: sql`CASE WHEN ${webhookLogs.subscriber} = 'client' THEN NULL ELSE ${webhookLogs.url} END`,
      responseExcerpt: null,
      claimedUntil: null,
    })
    .where(inArray(webhookLogs.id, logIds))
    .returning({ id: webhookLogs.id });
  return scrubbed.length;
}

/** Stored e-mails keep who sent what when, not what they said nor the client's address. */
export async function scrubEmails(
  db: Db,
  emailIds: string[],
  email: string | null,
): Promise<number> {
  if (emailIds.length === 0) return 0;
  // The client's copy (sent to them, or by a client notification) loses its address too.
  const toClient = sql`(lower(${emailOutbox.toAddress}) = ${email ?? ''} OR EXISTS (
    SELECT 1 FROM ${webhookLogs} WHERE ${webhookLogs.id} = ${emailOutbox.logId}
      AND ${webhookLogs.subscriber} = 'client'))`;
  const scrubbed = await db
    .update(emailOutbox)
    .set({
      toAddress: sql`CASE WHEN ${toClient} THEN ${ANONYMIZED_EMAIL}::text
        ELSE ${emailOutbox.toAddress} END`,
      subject: p.erasedEmailSubject,
      textBody: p.erasedEmailBody,
      htmlBody: null,
      icsAttachment: null,
    })
    .where(inArray(emailOutbox.id, emailIds))
    .returning({ id: emailOutbox.id });
  return scrubbed.length;
}

/** The audit log keeps who changed what when; its copies lose the client's fields. */
export async function scrubAuditEntries(db: Db, auditIds: string[]): Promise<number> {
  if (auditIds.length === 0) return 0;
  const scrubbed = await db
    .update(auditLog)
    .set({ before: scrubbedCopy(auditLog.before), after: scrubbedCopy(auditLog.after) })
    .where(inArray(auditLog.id, auditIds))
    .returning({ id: auditLog.id });
  return scrubbed.length;
}

/** A retried booking request's key (chosen by the caller, so it could say anything) goes too. */
export async function deleteIdempotencyKeys(db: Db, appointmentIds: string[]): Promise<void> {
  if (appointmentIds.length === 0) return;
  await db.delete(idempotencyKeys).where(inArray(idempotencyKeys.appointmentId, appointmentIds));
}
