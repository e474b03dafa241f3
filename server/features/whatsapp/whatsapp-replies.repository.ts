import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, users, webhookLogs, whatsappReplies } from '../../db/schema.ts';

export type ReplyOutcome = (typeof whatsappReplies.$inferSelect)['outcome'];
type NewReply = Pick<
  typeof whatsappReplies.$inferInsert,
  'organizationId' | 'messageId' | 'action' | 'appointmentId'
>;

const replyOf = (organizationId: string, messageId: string) =>
  and(eq(whatsappReplies.organizationId, organizationId), eq(whatsappReplies.messageId, messageId));

/**
 * Takes a client's message for handling: false when it was taken before (Meta posts a message
 * again until it hears a 200), so each message changes the appointment at most once.
 */
export async function claimReply(db: Db, reply: NewReply): Promise<boolean> {
  const rows = await db
    .insert(whatsappReplies)
    .values(reply)
    .onConflictDoNothing()
    .returning({ messageId: whatsappReplies.messageId });
  return rows.length === 1;
}

export async function setReplyOutcome(
  db: Db,
  organizationId: string,
  messageId: string,
  outcome: ReplyOutcome,
): Promise<void> {
  await db.update(whatsappReplies).set({ outcome }).where(replyOf(organizationId, messageId));
}

/** Lets Meta post the message again: its handling failed before it changed anything. */
export async function releaseReply(db: Db, organizationId: string, messageId: string) {
  await db.delete(whatsappReplies).where(replyOf(organizationId, messageId));
}

/** The organization's appointment a button named, with what a reply needs of it (its professional's name and zone). */
export async function findRepliedAppointment(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      userId: appointments.userId,
      clientPhone: appointments.clientPhone,
      status: appointments.status,
      startTime: appointments.startTime,
      manageToken: appointments.manageToken,
      professionalName: users.name,
      timezone: users.timezone,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(and(eq(appointments.organizationId, organizationId), eq(appointments.id, id)))
    .limit(1);
  return row;
}

export type RepliedAppointment = NonNullable<Awaited<ReturnType<typeof findRepliedAppointment>>>;

/** The organization's WhatsApp message that WhatsApp knows by `messageId`: whom it went to, of what. */
export async function findSentMessage(db: Db, organizationId: string, messageId: string) {
  const [row] = await db
    .select({ url: webhookLogs.url, userId: webhookLogs.userId, payload: webhookLogs.payload })
    .from(webhookLogs)
    .where(
      and(
        eq(webhookLogs.organizationId, organizationId),
        eq(webhookLogs.channel, 'whatsapp'),
        eq(webhookLogs.responseExcerpt, messageId),
      ),
    )
    .limit(1);
  return row;
}
