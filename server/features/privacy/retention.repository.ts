import { and, eq, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import { ANONYMIZED_EMAIL } from '@core/anonymized-client.ts';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  auditLog,
  emailOutbox,
  organizations,
  webhookLogs,
} from '../../db/schema.ts';

export async function findRetentionMonths(db: Db, organizationId: string) {
  const [row] = await db
    .select({ retentionMonths: organizations.retentionMonths })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.retentionMonths ?? null;
}

export async function saveRetentionMonths(db: Db, organizationId: string, months: number | null) {
  await db
    .update(organizations)
    .set({ retentionMonths: months })
    .where(eq(organizations.id, organizationId));
}

/** The organizations that anonymize their clients after a period. */
export async function listRetentionOrganizations(db: Db) {
  const rows = await db
    .select({ id: organizations.id, retentionMonths: organizations.retentionMonths })
    .from(organizations)
    .where(isNotNull(organizations.retentionMonths));
  return rows.map((row) => ({ id: row.id, retentionMonths: row.retentionMonths! }));
}

/**
 * Client e-mails (lower-cased) of an organization whose last appointment ended before the
 * cutoff and that are not anonymized yet.
 */
export async function listExpiredClients(
  db: Db,
  organizationId: string,
  cutoff: Date,
  limit: number,
): Promise<string[]> {
  const email = sql<string>`lower(${appointments.clientEmail})`;
  const rows = await db
    .select({ email })
    .from(appointments)
    .where(
      and(eq(appointments.organizationId, organizationId), isNull(appointments.clientAnonymizedAt)),
    )
    .groupBy(email)
    .having(sql`max(${appointments.endTime}) < ${cutoff.toISOString()}::timestamptz`)
    .limit(limit);
  return rows.map((row) => row.email);
}

/** A JSON copy that still names a client (not yet the anonymized placeholder). */
const namesAClient = (copy: ReturnType<typeof sql>) =>
  sql`lower(${copy} ->> 'clientEmail') <> ${ANONYMIZED_EMAIL}`;

/**
 * The copies left by appointments cancelled (deleted) and written before the cutoff: their
 * notifications and e-mails, and the audit entries of appointments that no longer exist.
 * An erasure reaches them through the client's e-mail; retention, which starts from the
 * existing appointments, finds them here.
 */
export async function findExpiredLeftovers(db: Db, organizationId: string, cutoff: Date) {
  const logs = await db
    .select({ id: webhookLogs.id })
    .from(webhookLogs)
    .where(
      and(
        eq(webhookLogs.organizationId, organizationId),
        isNull(webhookLogs.appointmentId),
        lt(webhookLogs.createdAt, cutoff),
        namesAClient(sql`(${webhookLogs.payload} -> 'data')`),
      ),
    );
  const logIds = logs.map((row) => row.id);
  const emails = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.organizationId, organizationId), inArray(emailOutbox.logId, logIds)));
  const audits = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        eq(auditLog.entity, 'appointment'),
        lt(auditLog.createdAt, cutoff),
        sql`(${namesAClient(sql`${auditLog.before}`)} OR ${namesAClient(sql`${auditLog.after}`)})`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(appointments)
            .where(sql`${appointments.id}::text = ${auditLog.entityId}`),
        ),
      ),
    );
  return {
    logIds,
    emailIds: emails.map((row) => row.id),
    auditIds: audits.map((row) => row.id),
  };
}
