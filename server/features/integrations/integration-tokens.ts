import { randomBytes } from 'node:crypto';
import { AppError } from '@core/app-error.ts';
import { SESSION_TTL_DAYS } from '@core/constants.ts';
import { integrationsMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import type { Actor } from '../../kernel/actor.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import {
  type TokenKind,
  type TokenRow,
  findLiveToken,
  insertToken,
  revokeTokens,
} from './integrations.repository.ts';

const PREFIX_LENGTH = 12;

/** How a token is shown after it was generated: its first characters only. */
export function maskToken(token: Pick<TokenRow, 'prefix'> | undefined): string | null {
  return token ? `${token.prefix}…` : null;
}

/** A 256-bit secret, recognisable by kind: agd_api_… or agd_mcp_…. */
function newSecret(kind: TokenKind): string {
  return `agd_${kind}_${randomBytes(32).toString('base64url')}`;
}

/**
 * Generates a token for the organization, valid 365 days, stored as a hash. The API token is
 * generated once (a second request is refused while it lives); the MCP token may be regenerated
 * and the one before stops working at once.
 */
export async function generateIntegrationToken(
  db: Db,
  { actor, kind, now = new Date() }: { actor: Actor; kind: TokenKind; now?: Date },
) {
  const secret = newSecret(kind);
  const row = await db.transaction(async (tx) => {
    const live = await findLiveToken(tx, actor.organizationId, kind, now);
    if (live && kind === 'api') {
      throw new AppError('CONFLICT', integrationsMessages.apiTokenExists);
    }
    await revokeTokens(tx, actor.organizationId, kind, now);
    const token = await insertToken(tx, {
      organizationId: actor.organizationId,
      kind,
      tokenHash: hashSessionToken(secret),
      prefix: secret.slice(0, PREFIX_LENGTH),
      createdBy: actor.userId,
      expiresAt: new Date(now.getTime() + SESSION_TTL_DAYS * 86_400_000),
    });
    await recordAudit(tx, {
      ...auditedBy(actor),
      action: live ? 'update' : 'create',
      entity: `${kind}_token`,
      entityId: token.id,
      before: live ? { id: live.id, prefix: live.prefix } : undefined,
      after: { id: token.id, prefix: token.prefix, expiresAt: token.expiresAt },
    });
    return token;
  });
  return { secret, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Revokes the organization's live token of this kind at once (a leaked API token, an assistant
 * that should stop); a new one may then be generated. Nothing live: nothing to do.
 */
export async function revokeIntegrationToken(
  db: Db,
  { actor, kind, now = new Date() }: { actor: Actor; kind: TokenKind; now?: Date },
): Promise<{ revoked: boolean }> {
  return db.transaction(async (tx) => {
    const live = await findLiveToken(tx, actor.organizationId, kind, now);
    if (!live) return { revoked: false };
    await revokeTokens(tx, actor.organizationId, kind, now);
    await recordAudit(tx, {
      ...auditedBy(actor),
      action: 'delete',
      entity: `${kind}_token`,
      entityId: live.id,
      before: { id: live.id, prefix: live.prefix },
    });
    return { revoked: true };
  });
}
