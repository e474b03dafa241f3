import { type AnyColumn, type SQL, and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  auditLog,
  emailOutbox,
  organizations,
  users,
  webhookLogs,
} from '../../db/schema.ts';

/** How the erasure takes the client's appointments: waiting for other writers, or skipping them. */
export type LockMode = 'none' | 'wait' | 'skip';

export interface ClientKey {
  organizationId: string;
  /** Lower-cased. */
  email: string;
}

/** `lower(text) = email`, the shape of the (organization, lower(client_email)) index. */
const lowerEquals = (expression: SQL | AnyColumn, email: string) =>
  sql`lower(${expression}) = ${email}`;

/** The client's appointments (with their professional), locked for an erasure when asked. */
export async function findClientAppointments(db: Db, key: ClientKey, lock: LockMode = 'none') {
  const query = db
    .select({
      appointment: appointments,
      professionalName: users.name,
      timezone: users.timezone,
    })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.userId))
    .where(
      and(
        eq(appointments.organizationId, key.organizationId),
        lowerEquals(appointments.clientEmail, key.email),
      ),
    )
    .orderBy(asc(appointments.startTime));
  if (lock === 'none') return query;
  if (lock === 'skip') return query.for('update', { of: appointments, skipLocked: true });
  return query.for('update', { of: appointments });
}
export type ClientAppointment = Awaited<ReturnType<typeof findClientAppointments>>[number];

const auditNamesEmail = (email: string) =>
  or(
    lowerEquals(sql`${auditLog.before} ->> 'clientEmail'`, email),
    lowerEquals(sql`${auditLog.after} ->> 'clientEmail'`, email),
  );
const payloadAppointmentId = sql`${webhookLogs.payload} -> 'data' ->> 'appointmentId'`;
const payloadNamesEmail = (email: string) =>
  or(
    lowerEquals(sql`${webhookLogs.payload} -> 'data' ->> 'clientEmail'`, email),
    lowerEquals(sql`${webhookLogs.url}`, email),
  );

/**
 * Every appointment id the client's records are about: the ones that exist, and the cancelled
 * (deleted) ones whose copies still sit in the audit log and the notifications.
 */
export async function findClientAppointmentIds(
  db: Db,
  key: ClientKey,
  existing: string[],
): Promise<string[]> {
  const fromAudit = await db
    .selectDistinct({ id: auditLog.entityId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, key.organizationId),
        eq(auditLog.entity, 'appointment'),
        auditNamesEmail(key.email),
      ),
    );
  const fromLogs = await db
    .selectDistinct({ id: payloadAppointmentId })
    .from(webhookLogs)
    .where(and(eq(webhookLogs.organizationId, key.organizationId), payloadNamesEmail(key.email)));
  const ids = [...existing, ...fromAudit.map((row) => row.id), ...fromLogs.map((row) => row.id)];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

/** Notifications (webhooks, e-mails, WhatsApp, calendar sync) about the client or their appointments. */
export async function findClientNotifications(
  db: Db,
  key: ClientKey,
  appointmentIds: string[],
  lock: LockMode = 'none',
) {
  const query = db
    .select()
    .from(webhookLogs)
    .where(
      and(
        eq(webhookLogs.organizationId, key.organizationId),
        or(
          inArray(webhookLogs.appointmentId, appointmentIds),
          inArray(payloadAppointmentId, appointmentIds),
          payloadNamesEmail(key.email),
        ),
      ),
    )
    .orderBy(asc(webhookLogs.createdAt));
  // An erasure waits for a delivery writing its e-mail's copy, so the copy is found and scrubbed
  // (see insertOutboxEmail); a copy written after that finds its claim revoked and is not kept.
  return lock === 'none' ? query : query.for('update');
}

/** Stored e-mails of those notifications, or sent to or mentioning the client's address. */
export async function findClientEmails(db: Db, key: ClientKey, logIds: string[]) {
  return db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.organizationId, key.organizationId),
        or(
          inArray(emailOutbox.logId, logIds),
          lowerEquals(emailOutbox.toAddress, key.email),
          sql`strpos(lower(${emailOutbox.textBody}), ${key.email}) > 0`,
        ),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt));
}

/** Audit entries about the client's appointments, or whose copies name the client's address. */
export async function findClientAuditEntries(db: Db, key: ClientKey, appointmentIds: string[]) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, key.organizationId),
        or(
          and(eq(auditLog.entity, 'appointment'), inArray(auditLog.entityId, appointmentIds)),
          auditNamesEmail(key.email),
        ),
      ),
    )
    .orderBy(asc(auditLog.createdAt));
}

/** The organization's name, for the export's header. */
export async function findOrganizationName(db: Db, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.name ?? '';
}
