import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { InvitationDto, InvitationStatus } from '@core/schemas/invitations.ts';
import type { Db } from '../../db/client.ts';
import { invitations } from '../../db/schema.ts';

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitation = Omit<typeof invitations.$inferInsert, 'id' | 'createdAt'>;

export function invitationStatus(row: InvitationRow, now: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt > now ? 'pending' : 'expired';
}

export function toInvitationDto(row: InvitationRow, now: Date): InvitationDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    title: row.title,
    status: invitationStatus(row, now),
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/** Neither accepted nor revoked, and not past its date: its link may still open. */
const live = (now: Date) =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, now),
  );

export async function insertInvitation(db: Db, invitation: NewInvitation): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(invitation).returning();
  return row!;
}

/** The office's invitations, the latest first. */
export async function listInvitations(db: Db, organizationId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.organizationId, organizationId))
    .orderBy(desc(invitations.createdAt));
}

/** One invitation of the office (another office's id is not found). */
export async function findInvitation(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.organizationId, organizationId)))
    .limit(1);
  return row;
}

export async function findInvitationById(db: Db, id: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  return row;
}

/** A live invitation of the office to this address, if any. */
export async function findPendingInvitation(
  db: Db,
  { organizationId, email, now }: { organizationId: string; email: string; now: Date },
) {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
        live(now),
      ),
    )
    .limit(1);
  return row;
}

/** The live invitation a link's token belongs to. */
export async function findInvitationByToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), live(now)))
    .limit(1);
  return row;
}

/**
 * Gives the link of send number `sends` its token; nothing when the invitation was sent again,
 * accepted or revoked meanwhile (that e-mail's link must never open).
 */
export async function setInvitationToken(
  db: Db,
  { id, sends, tokenHash, now }: { id: string; sends: number; tokenHash: string; now: Date },
) {
  const [row] = await db
    .update(invitations)
    .set({ tokenHash })
    .where(and(eq(invitations.id, id), eq(invitations.sends, sends), live(now)))
    .returning();
  return row;
}

/**
 * Marks the live invitation of a token accepted by `userId`; undefined when it is unknown, used,
 * revoked or expired. It matches only a live row, so two requests with one link cannot both win.
 */
export async function acceptInvitationRow(
  db: Db,
  { tokenHash, now }: { tokenHash: string; now: Date },
) {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: now, tokenHash: null })
    .where(and(eq(invitations.tokenHash, tokenHash), live(now)))
    .returning();
  return row;
}

export async function setAcceptedUser(db: Db, id: string, userId: string) {
  await db.update(invitations).set({ acceptedUserId: userId }).where(eq(invitations.id, id));
}

/** 'Reenviar': the old link dies now, the new e-mail's link gets a fresh week. */
export async function renewInvitation(
  db: Db,
  { id, now, expiresAt }: { id: string; now: Date; expiresAt: Date },
) {
  const [row] = await db
    .update(invitations)
    .set({ tokenHash: null, sends: sql`${invitations.sends} + 1`, sentAt: now, expiresAt })
    .where(
      and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)),
    )
    .returning();
  return row;
}

/** 'Cancelar convite': its link dies; the row stays in the list as 'Revogado'. */
export async function revokeInvitationRow(db: Db, { id, now }: { id: string; now: Date }) {
  const [row] = await db
    .update(invitations)
    .set({ tokenHash: null, revokedAt: now })
    .where(
      and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)),
    )
    .returning();
  return row;
}
