import type { OAuthClientInformationFull } from '@modelcontextprotocol/sdk/shared/auth.js';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mcpOauthClients, mcpOauthRequests } from '../../db/schema.ts';

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

/** A live authorization request with the name of the client that made it. */
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
    })
    .from(mcpOauthRequests)
    .innerJoin(mcpOauthClients, eq(mcpOauthClients.id, mcpOauthRequests.clientId))
    .where(and(eq(mcpOauthRequests.id, id), gt(mcpOauthRequests.expiresAt, now)))
    .limit(1);
  return row;
}

/** Takes a request out once it is decided: true for the one caller that took it. */
export async function deleteAuthorizationRequest(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(mcpOauthRequests)
    .where(eq(mcpOauthRequests.id, id))
    .returning({ id: mcpOauthRequests.id });
  return deleted.length > 0;
}
