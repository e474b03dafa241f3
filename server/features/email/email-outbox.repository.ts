import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppointmentStatus } from '@core/schemas/appointment-status.ts';
import type { Db } from '../../db/client.ts';
import { appointments, emailOutbox, webhookLogs } from '../../db/schema.ts';
import { WAITING } from '../outbox/webhook-logs.repository.ts';

const WAITING_LIST = sql.join(
  WAITING.map((status) => sql`${status}`),
  sql`, `,
);

export type NewOutboxEmail = Omit<typeof emailOutbox.$inferInsert, 'id' | 'createdAt'>;

/**
 * Keeps a rendered e-mail, sent through SMTP ('sent') or waiting for someone to read it
 * ('stored'), only while its outbox row is still claimed for delivery: a claim revoked meanwhile
 * (an LGPD erasure) means the e-mail names a client whose data is gone, so no copy is kept. The
 * row's lock orders this with the erasure, which locks the same rows before reading the copies.
 */
export async function insertOutboxEmail(db: Db, email: NewOutboxEmail): Promise<boolean> {
  const { logId } = email;
  if (!logId) {
    await db.insert(emailOutbox).values(email);
    return true;
  }
  // One statement locks the row and keeps the copy: no transaction held across two trips.
  // PGlite and node-postgres both answer `{ rows }`.
  const kept = (await db.execute(sql`
    insert into ${emailOutbox} (organization_id, log_id, to_address, subject, text_body,
      html_body, ics_attachment, status)
    select ${email.organizationId}::uuid, w.id, ${email.toAddress}, ${email.subject},
      ${email.textBody}, ${email.htmlBody ?? null}::text, ${email.icsAttachment ?? null}::text,
      ${email.status ?? 'stored'}
    from ${webhookLogs} w
    where w.id = ${logId}::uuid and w.status in (${WAITING_LIST}) and w.claimed_until is not null
    for update of w
    returning ${emailOutbox.id}`)) as { rows: unknown[] };
  return kept.rows.length > 0;
}

export type RecordedEmail = NonNullable<NewOutboxEmail['status']>;

/** Which of these outbox rows already have their e-mail sent or stored (a batch's retries). */
export async function recordedEmails(
  db: Db,
  logIds: string[],
): Promise<Map<string, RecordedEmail>> {
  const rows = await db
    .select({ logId: emailOutbox.logId, status: emailOutbox.status })
    .from(emailOutbox)
    .where(inArray(emailOutbox.logId, logIds));
  return new Map(rows.flatMap((row) => (row.logId ? [[row.logId, row.status] as const] : [])));
}

/**
 * The private links' secrets of several appointments, with the organization and the current
 * status of each (a reminder asks to confirm only while it is 'scheduled', decision 087).
 */
export async function findManageTokens(db: Db, appointmentIds: string[]) {
  const rows = await db
    .select({
      id: appointments.id,
      organizationId: appointments.organizationId,
      status: appointments.status,
      token: appointments.manageToken,
    })
    .from(appointments)
    .where(inArray(appointments.id, appointmentIds));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

/** The secret of an appointment's private link and its current status, for the client's e-mails only. */
export async function findManageToken(
  db: Db,
  organizationId: string,
  appointmentId: string,
): Promise<ManageLinkFacts | undefined> {
  const [row] = await db
    .select({ token: appointments.manageToken, status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.organizationId, organizationId)))
    .limit(1);
  return row;
}

export interface ManageLinkFacts {
  token: string;
  status: AppointmentStatus;
}

/** The e-mails kept for an organization (tests and support). */
export async function listOutboxEmails(db: Db, organizationId: string) {
  return db
    .select({
      logId: emailOutbox.logId,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      htmlBody: emailOutbox.htmlBody,
      icsAttachment: emailOutbox.icsAttachment,
      status: emailOutbox.status,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.organizationId, organizationId));
}
