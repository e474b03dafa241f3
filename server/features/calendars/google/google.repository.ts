import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { googleConnections, users } from '../../../db/schema.ts';

/** A stored connection; tokens are still encrypted here. */
export interface GoogleConnection {
  userId: string;
  organizationId: string;
  googleEmail: string | null;
  calendarId: string | null;
  calendarName: string | null;
  sealedAccessToken: string | null;
  sealedRefreshToken: string | null;
  expiresAt: Date | null;
  needsReconnect: boolean;
}

type Row = typeof googleConnections.$inferSelect;

const toConnection = (row: Row): GoogleConnection => ({
  userId: row.userId,
  organizationId: row.organizationId,
  googleEmail: row.googleEmail,
  calendarId: row.calendarId,
  calendarName: row.calendarName,
  sealedAccessToken: row.accessToken,
  sealedRefreshToken: row.refreshToken,
  expiresAt: row.expiresAt,
  needsReconnect: row.needsReconnect,
});

export async function findGoogleConnection(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(googleConnections)
    .where(eq(googleConnections.userId, userId))
    .limit(1);
  return row ? toConnection(row) : null;
}

export interface NewGoogleConnection {
  userId: string;
  organizationId: string;
  googleEmail: string;
  calendarId: string | null;
  calendarName: string | null;
  sealedAccessToken: string | null;
  sealedRefreshToken: string;
  expiresAt: Date | null;
}

/** Saves a fresh grant, replacing any earlier one (a reconnect clears needsReconnect). */
export async function saveGoogleConnection(db: Db, connection: NewGoogleConnection) {
  const values = {
    organizationId: connection.organizationId,
    googleEmail: connection.googleEmail,
    calendarId: connection.calendarId,
    calendarName: connection.calendarName,
    accessToken: connection.sealedAccessToken,
    refreshToken: connection.sealedRefreshToken,
    expiresAt: connection.expiresAt,
    syncToken: null,
    needsReconnect: false,
    connectedAt: new Date(),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(googleConnections)
    .values({ userId: connection.userId, ...values })
    .onConflictDoUpdate({ target: googleConnections.userId, set: values })
    .returning();
  return toConnection(row!);
}

export async function saveGoogleAccessToken(
  db: Db,
  userId: string,
  token: { sealedAccessToken: string; expiresAt: Date | null },
) {
  await db
    .update(googleConnections)
    .set({
      accessToken: token.sealedAccessToken,
      expiresAt: token.expiresAt,
      updatedAt: new Date(),
    })
    .where(eq(googleConnections.userId, userId));
}

export async function markGoogleNeedsReconnect(db: Db, userId: string) {
  await db
    .update(googleConnections)
    .set({ needsReconnect: true, accessToken: null, expiresAt: null, updatedAt: new Date() })
    .where(eq(googleConnections.userId, userId));
}

export async function setGoogleCalendar(
  db: Db,
  userId: string,
  calendar: { calendarId: string; calendarName: string },
) {
  await db
    .update(googleConnections)
    .set({ ...calendar, syncToken: null, updatedAt: new Date() })
    .where(eq(googleConnections.userId, userId));
}

export async function deleteGoogleConnection(db: Db, userId: string) {
  await db.delete(googleConnections).where(eq(googleConnections.userId, userId));
}

/** Of these professionals, those whose Google Calendar is read for conflicts, with their zone. */
export async function listConflictCheckedProfessionals(
  db: Db,
  organizationId: string,
  userIds: readonly string[],
) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: googleConnections.userId, timezone: users.timezone })
    .from(googleConnections)
    .innerJoin(users, eq(users.id, googleConnections.userId))
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(googleConnections.userId, [...userIds]),
        isNotNull(googleConnections.refreshToken),
        eq(googleConnections.needsReconnect, false),
        eq(users.calendarSync, true),
        isNull(users.deletedAt),
      ),
    );
}
