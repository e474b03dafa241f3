import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, emailOutbox } from '../../db/schema.ts';

export type NewOutboxEmail = Omit<typeof emailOutbox.$inferInsert, 'id' | 'createdAt'>;

/** Keeps a rendered e-mail: sent through SMTP ('sent') or waiting for someone to read it ('stored'). */
export async function insertOutboxEmail(db: Db, email: NewOutboxEmail): Promise<void> {
  await db.insert(emailOutbox).values(email);
}

/** Whether the e-mail of an outbox row was already sent or stored (a retry must not repeat it). */
export async function isEmailRecorded(db: Db, logId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.logId, logId))
    .limit(1);
  return Boolean(row);
}

/** The secret of an appointment's private link, for the client's e-mails only. */
export async function findManageToken(
  db: Db,
  organizationId: string,
  appointmentId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ token: appointments.manageToken })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.organizationId, organizationId)))
    .limit(1);
  return row?.token;
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
