import type { OAuthClientInformationFull } from '@modelcontextprotocol/sdk/shared/auth.js';
import { and, eq, exists, gt, isNull, lt, lte, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mcpOauthClients, mcpOauthGrants, mcpOauthRequests, users } from '../../db/schema.ts';

export async function insertClient(db: Db, client: OAuthClientInformationFull) {
  await db.insert(mcpOauthClients).values({
    id: client.client_id,
    name: client.client_name ?? null,
    redirectUris: client.redirect_uris,
    registration: client,
  });
}

/** A registered client as its registration answered it (what the SDK's handlers read). */
export async function findClient(db: Db, clientId: string) {
  const [row] = await db
    .select({ registration: mcpOauthClients.registration })
    .from(mcpOauthClients)
    .where(eq(mcpOauthClients.id, clientId))
    .limit(1);
  return row?.registration as OAuthClientInformationFull | undefined;
}

export async function insertAuthorizationRequest(
  db: Db,
  request: typeof mcpOauthRequests.$inferInsert,
  now: Date,
) {
  // Requests nobody decided on go when the next one comes.
  await db.delete(mcpOauthRequests).where(lte(mcpOauthRequests.expiresAt, now));
  const [row] = await db.insert(mcpOauthRequests).values(request).returning();
  return row!;
}

/**
 * A live authorization request with the name of the client that made it, and who opened it
 * first (their id and office), if anyone has yet.
 */
export async function findAuthorizationRequest(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({
      id: mcpOauthRequests.id,
      clientId: mcpOauthRequests.clientId,
      clientName: mcpOauthClients.name,
      redirectUri: mcpOauthRequests.redirectUri,
      codeChallenge: mcpOauthRequests.codeChallenge,
      state: mcpOauthRequests.state,
      resource: mcpOauthRequests.resource,
      openedBy: mcpOauthRequests.userId,
      openedInOrganization: users.organizationId,
    })
    .from(mcpOauthRequests)
    .innerJoin(mcpOauthClients, eq(mcpOauthClients.id, mcpOauthRequests.clientId))
    .leftJoin(users, eq(users.id, mcpOauthRequests.userId))
    .where(and(eq(mcpOauthRequests.id, id), gt(mcpOauthRequests.expiresAt, now)))
    .limit(1);
  return row;
}

/** The first signed-in user to open a live request becomes its owner; later ones change nothing. */
export async function claimAuthorizationRequest(db: Db, id: string, userId: string, now: Date) {
  await db
    .update(mcpOauthRequests)
    .set({ userId })
    .where(
      and(
        eq(mcpOauthRequests.id, id),
        isNull(mcpOauthRequests.userId),
        gt(mcpOauthRequests.expiresAt, now),
      ),
    );
}

/** Takes a request out once it is decided: true for the one caller that took it. */
export async function deleteAuthorizationRequest(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(mcpOauthRequests)
    .where(eq(mcpOauthRequests.id, id))
    .returning({ id: mcpOauthRequests.id });
  return deleted.length > 0;
}

/**
 * Deletes the clients registered before `registeredBefore` that were never used: no grant was
 * ever made for them (codes and tokens hang off grants) and no request of theirs is waiting for
 * a decision. Anyone may register, so these would otherwise pile up. How many went.
 */
export async function deleteUnusedClients(
  db: Db,
  registeredBefore: Date,
  now: Date,
): Promise<number> {
  const granted = db
    .select({ id: mcpOauthGrants.id })
    .from(mcpOauthGrants)
    .where(eq(mcpOauthGrants.clientId, mcpOauthClients.id));
  const waiting = db
    .select({ id: mcpOauthRequests.id })
    .from(mcpOauthRequests)
    .where(
      and(eq(mcpOauthRequests.clientId, mcpOauthClients.id), gt(mcpOauthRequests.expiresAt, now)),
    );
  const deleted = await db
    .delete(mcpOauthClients)
    .where(
      and(
        lt(mcpOauthClients.createdAt, registeredBefore),
        not(exists(granted)),
        not(exists(waiting)),
      ),
    )
    .returning({ id: mcpOauthClients.id });
  return deleted.length;
}
