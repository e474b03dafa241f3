import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mcpOauthCodes, mcpOauthGrants, mcpOauthTokens, users } from '../../db/schema.ts';

export async function insertCode(db: Db, code: typeof mcpOauthCodes.$inferInsert, now: Date) {
  // Codes past their time are of no use, even to tell a replay.
  await db.delete(mcpOauthCodes).where(lte(mcpOauthCodes.expiresAt, now));
  await db.insert(mcpOauthCodes).values(code);
}

/** A code with its grant's client, resource and whether that grant still lives. */
export async function findCode(db: Db, codeHash: string) {
  const [row] = await db
    .select({
      grantId: mcpOauthCodes.grantId,
      redirectUri: mcpOauthCodes.redirectUri,
      codeChallenge: mcpOauthCodes.codeChallenge,
      expiresAt: mcpOauthCodes.expiresAt,
      usedAt: mcpOauthCodes.usedAt,
      clientId: mcpOauthGrants.clientId,
      resource: mcpOauthGrants.resource,
      grantRevokedAt: mcpOauthGrants.revokedAt,
    })
    .from(mcpOauthCodes)
    .innerJoin(mcpOauthGrants, eq(mcpOauthGrants.id, mcpOauthCodes.grantId))
    .where(eq(mcpOauthCodes.codeHash, codeHash))
    .limit(1);
  return row;
}

/** Spends a code: true for the one request that spent it. */
export async function spendCode(db: Db, codeHash: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(mcpOauthCodes)
    .set({ usedAt: now })
    .where(and(eq(mcpOauthCodes.codeHash, codeHash), isNull(mcpOauthCodes.usedAt)))
    .returning({ grantId: mcpOauthCodes.grantId });
  return spent.length > 0;
}

export async function insertTokenPair(db: Db, pair: typeof mcpOauthTokens.$inferInsert) {
  await db.insert(mcpOauthTokens).values(pair);
}

/** A token pair by its refresh token's hash, with its grant's client, resource and state. */
export async function findPairByRefreshHash(db: Db, refreshHash: string) {
  const [row] = await db
    .select({
      id: mcpOauthTokens.id,
      grantId: mcpOauthTokens.grantId,
      refreshExpiresAt: mcpOauthTokens.refreshExpiresAt,
      revokedAt: mcpOauthTokens.revokedAt,
      clientId: mcpOauthGrants.clientId,
      resource: mcpOauthGrants.resource,
      grantRevokedAt: mcpOauthGrants.revokedAt,
    })
    .from(mcpOauthTokens)
    .innerJoin(mcpOauthGrants, eq(mcpOauthGrants.id, mcpOauthTokens.grantId))
    .where(eq(mcpOauthTokens.refreshHash, refreshHash))
    .limit(1);
  return row;
}

/** The grant a token (access or refresh) was issued under, if the token is known. */
export async function findGrantOfToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ grantId: mcpOauthGrants.id, clientId: mcpOauthGrants.clientId })
    .from(mcpOauthTokens)
    .innerJoin(mcpOauthGrants, eq(mcpOauthGrants.id, mcpOauthTokens.grantId))
    .where(or(eq(mcpOauthTokens.accessHash, tokenHash), eq(mcpOauthTokens.refreshHash, tokenHash)))
    .limit(1);
  return row;
}

/** Retires a pair (rotated or revoked): true for the one caller that retired it. */
export async function retirePair(db: Db, pairId: string, now: Date): Promise<boolean> {
  const retired = await db
    .update(mcpOauthTokens)
    .set({ revokedAt: now })
    .where(and(eq(mcpOauthTokens.id, pairId), isNull(mcpOauthTokens.revokedAt)))
    .returning({ id: mcpOauthTokens.id });
  return retired.length > 0;
}

/** Pairs whose refresh token has expired tell nothing any more: they go. */
export async function deleteExpiredPairs(db: Db, grantId: string, now: Date) {
  await db
    .delete(mcpOauthTokens)
    .where(and(eq(mcpOauthTokens.grantId, grantId), lte(mcpOauthTokens.refreshExpiresAt, now)));
}

/**
 * A live access token: its pair neither rotated nor revoked, its grant live, and the admin who
 * granted it still an active admin.
 */
export async function findLiveAccessToken(db: Db, accessHash: string, now: Date) {
  const [row] = await db
    .select({
      grantId: mcpOauthGrants.id,
      organizationId: mcpOauthGrants.organizationId,
      userId: mcpOauthGrants.userId,
      clientId: mcpOauthGrants.clientId,
      resource: mcpOauthGrants.resource,
      accessExpiresAt: mcpOauthTokens.accessExpiresAt,
    })
    .from(mcpOauthTokens)
    .innerJoin(mcpOauthGrants, eq(mcpOauthGrants.id, mcpOauthTokens.grantId))
    .innerJoin(users, eq(users.id, mcpOauthGrants.userId))
    .where(
      and(
        eq(mcpOauthTokens.accessHash, accessHash),
        isNull(mcpOauthTokens.revokedAt),
        gt(mcpOauthTokens.accessExpiresAt, now),
        isNull(mcpOauthGrants.revokedAt),
        eq(users.role, 'admin'),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row;
}
