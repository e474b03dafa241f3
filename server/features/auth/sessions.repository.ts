import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { builtOnce } from '../../db/built-once.ts';
import { sessions, users } from '../../db/schema.ts';

export interface NewSession {
  organizationId: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  userAgent: string | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

// Read on every signed-in request: its SQL is built once (built-once.ts).
const liveSession = builtOnce((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      organizationId: users.organizationId,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1),
);

/** The live session of a token hash with its user, or undefined when expired, revoked or inactive. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await liveSession(db, { tokenHash, now: now.toISOString() });
  return row;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every live session of a user, except the one kept (the browser that changed the password). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
