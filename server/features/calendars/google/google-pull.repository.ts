import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, DbEngine } from '../../../db/client.ts';
import { googleConnections, users } from '../../../db/schema.ts';

/** The professionals whose calendar is pulled: a live connection, sync on, not removed. */
export async function listPullableConnections(db: Db) {
  const rows = await db
    .select({ userId: googleConnections.userId, deletedAt: users.deletedAt })
    .from(googleConnections)
    .innerJoin(users, eq(users.id, googleConnections.userId))
    .where(
      and(
        isNotNull(googleConnections.refreshToken),
        eq(googleConnections.needsReconnect, false),
        eq(users.calendarSync, true),
      ),
    );
  return rows.filter((row) => !row.deletedAt).map((row) => row.userId);
}

export async function findSyncToken(db: Db, userId: string) {
  const [row] = await db
    .select({ syncToken: googleConnections.syncToken, calendarId: googleConnections.calendarId })
    .from(googleConnections)
    .where(eq(googleConnections.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function saveSyncToken(db: Db, userId: string, syncToken: string | null) {
  await db.update(googleConnections).set({ syncToken }).where(eq(googleConnections.userId, userId));
}

/**
 * Runs `work` while no other instance pulls the same connection: on PostgreSQL the connection
 * row is locked (FOR UPDATE SKIP LOCKED) for the pull, and a row locked elsewhere is skipped
 * (answers false). PGlite is one process, so it simply runs. `work` gets the handle that may
 * write the connection row (the locking transaction on PostgreSQL).
 */
export async function withPullLock(
  db: Db,
  engine: DbEngine,
  userId: string,
  work: (connectionDb: Db) => Promise<void>,
): Promise<boolean> {
  if (engine !== 'postgres') {
    await work(db);
    return true;
  }
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ userId: googleConnections.userId })
      .from(googleConnections)
      .where(eq(googleConnections.userId, userId))
      .for('update', { skipLocked: true });
    if (!locked) return false;
    await work(tx as unknown as Db);
    return true;
  });
}
