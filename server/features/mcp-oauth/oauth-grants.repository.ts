import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mcpOauthClients, mcpOauthGrants, users } from '../../db/schema.ts';

type GrantOwner = Pick<
  typeof mcpOauthGrants.$inferInsert,
  'organizationId' | 'userId' | 'clientId' | 'resource'
>;

/** The live grant of one client for one admin, organization and resource, if there is one. */
export async function findLiveGrant(db: Db, owner: GrantOwner) {
  const [row] = await db
    .select()
    .from(mcpOauthGrants)
    .where(
      and(
        eq(mcpOauthGrants.organizationId, owner.organizationId),
        eq(mcpOauthGrants.userId, owner.userId),
        eq(mcpOauthGrants.clientId, owner.clientId),
        eq(mcpOauthGrants.resource, owner.resource),
        isNull(mcpOauthGrants.revokedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertGrant(db: Db, owner: GrantOwner) {
  const [row] = await db.insert(mcpOauthGrants).values(owner).returning();
  return row!;
}

/** Ends a grant: every token issued under it stops at once. */
export async function revokeGrant(db: Db, grantId: string, now: Date) {
  await db
    .update(mcpOauthGrants)
    .set({ revokedAt: now })
    .where(and(eq(mcpOauthGrants.id, grantId), isNull(mcpOauthGrants.revokedAt)));
}

/** Ends one of the organization's live grants; its client's name, or undefined when none was. */
export async function revokeOrganizationGrant(
  db: Db,
  organizationId: string,
  grantId: string,
  now: Date,
) {
  const [row] = await db
    .update(mcpOauthGrants)
    .set({ revokedAt: now })
    .where(
      and(
        eq(mcpOauthGrants.id, grantId),
        eq(mcpOauthGrants.organizationId, organizationId),
        isNull(mcpOauthGrants.revokedAt),
      ),
    )
    .returning({ id: mcpOauthGrants.id, clientId: mcpOauthGrants.clientId });
  return row;
}

/** The organization's connected assistants, newest first, with who connected them. */
export async function listLiveGrants(db: Db, organizationId: string) {
  return db
    .select({
      id: mcpOauthGrants.id,
      clientName: mcpOauthClients.name,
      connectedBy: users.name,
      createdAt: mcpOauthGrants.createdAt,
      lastUsedAt: mcpOauthGrants.lastUsedAt,
    })
    .from(mcpOauthGrants)
    .innerJoin(mcpOauthClients, eq(mcpOauthClients.id, mcpOauthGrants.clientId))
    .innerJoin(users, eq(users.id, mcpOauthGrants.userId))
    .where(and(eq(mcpOauthGrants.organizationId, organizationId), isNull(mcpOauthGrants.revokedAt)))
    .orderBy(desc(mcpOauthGrants.createdAt));
}

/** Notes a grant's use, at most once a minute (not a write per MCP call). */
export async function touchGrant(db: Db, grantId: string, now: Date) {
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(mcpOauthGrants)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(mcpOauthGrants.id, grantId),
        or(isNull(mcpOauthGrants.lastUsedAt), lt(mcpOauthGrants.lastUsedAt, aMinuteAgo)),
      ),
    );
}
