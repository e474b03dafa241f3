import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { googleConnections, users } from '../../../db/schema.ts';

/** The calendar a professional's appointments go to, when they have a live connection with sync on. */
export async function findGoogleSyncTarget(db: Db, userId: string) {
  const [row] = await db
    .select({
      calendarId: googleConnections.calendarId,
      refreshToken: googleConnections.refreshToken,
      needsReconnect: googleConnections.needsReconnect,
      calendarSync: users.calendarSync,
    })
    .from(googleConnections)
    .innerJoin(users, eq(users.id, googleConnections.userId))
    .where(eq(googleConnections.userId, userId))
    .limit(1);
  if (!row?.refreshToken || row.needsReconnect || !row.calendarSync) return null;
  return { calendarId: row.calendarId ?? 'primary' };
}

/**
 * A professional's Google connection as a statement joins it (left join on `userId`): `live` is
 * a grant that needs no reconnection, `calendarId` the calendar chosen (null: the primary one).
 */
export const googleLiveConnection = {
  table: googleConnections,
  userId: googleConnections.userId,
  calendarId: googleConnections.calendarId,
  live: sql<boolean>`coalesce(${googleConnections.refreshToken} is not null and not ${googleConnections.needsReconnect}, false)`,
};
