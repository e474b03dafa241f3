import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrationSettings, integrationTokens, users } from '../../db/schema.ts';

export type TokenKind = 'api' | 'mcp';
export type TokenRow = typeof integrationTokens.$inferSelect;

export async function findIntegrationSettings(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(integrationSettings)
    .where(eq(integrationSettings.organizationId, organizationId))
    .limit(1);
  return row ?? { organizationId, apiEnabled: false, mcpEnabled: false };
}

export async function setIntegrationSwitch(
  db: Db,
  organizationId: string,
  change: { apiEnabled: boolean } | { mcpEnabled: boolean },
) {
  const values = { ...change, updatedAt: new Date() };
  await db
    .insert(integrationSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: integrationSettings.organizationId, set: values });
}

/** The organization's live token of a kind (not revoked, not expired), if any. */
export async function findLiveToken(db: Db, organizationId: string, kind: TokenKind, now: Date) {
  const [row] = await db
    .select()
    .from(integrationTokens)
    .where(
      and(
        eq(integrationTokens.organizationId, organizationId),
        eq(integrationTokens.kind, kind),
        isNull(integrationTokens.revokedAt),
        gt(integrationTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(integrationTokens.createdAt))
    .limit(1);
  return row;
}

export async function revokeTokens(db: Db, organizationId: string, kind: TokenKind, now: Date) {
  await db
    .update(integrationTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(integrationTokens.organizationId, organizationId),
        eq(integrationTokens.kind, kind),
        isNull(integrationTokens.revokedAt),
      ),
    );
}

export async function insertToken(db: Db, token: typeof integrationTokens.$inferInsert) {
  const [row] = await db.insert(integrationTokens).values(token).returning();
  return row!;
}

/** A live token by its hash, with the admin it acts for (who must still be an active admin). */
export async function findTokenByHash(db: Db, kind: TokenKind, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ token: integrationTokens, role: users.role })
    .from(integrationTokens)
    .innerJoin(users, eq(users.id, integrationTokens.createdBy))
    .where(
      and(
        eq(integrationTokens.tokenHash, tokenHash),
        eq(integrationTokens.kind, kind),
        isNull(integrationTokens.revokedAt),
        gt(integrationTokens.expiresAt, now),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row;
}
