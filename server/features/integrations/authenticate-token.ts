import { AppError } from '@core/app-error.ts';
import { bearerTokenOf } from '@core/bearer-token.ts';
import { integrationsMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Actor } from '../../kernel/actor.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import {
  type TokenKind,
  findIntegrationSettings,
  findTokenByHash,
} from './integrations.repository.ts';

const m = integrationsMessages;

/** An integration token's actor: it acts as the admin who generated it, in that organization. */
export interface TokenActor extends Actor {
  tokenId: string;
  tokenPrefix: string;
}

/**
 * Checks a REST API or MCP bearer token: 401 without a live token of that kind, 403 while the
 * organization has that integration switched off.
 */
export async function authenticateToken(
  db: Db,
  kind: TokenKind,
  authorization: string | undefined,
  now = new Date(),
): Promise<TokenActor> {
  const secret = bearerTokenOf(authorization);
  if (!secret) throw new AppError('UNAUTHENTICATED', m.missingToken);
  const found = await findTokenByHash(db, kind, hashSessionToken(secret), now);
  if (!found || found.role !== 'admin') throw new AppError('UNAUTHENTICATED', m.invalidToken);
  const settings = await findIntegrationSettings(db, found.token.organizationId);
  const enabled = kind === 'api' ? settings.apiEnabled : settings.mcpEnabled;
  if (!enabled) throw new AppError('FORBIDDEN', kind === 'api' ? m.apiDisabled : m.mcpDisabled);
  return {
    userId: found.token.createdBy,
    organizationId: found.token.organizationId,
    role: 'admin',
    sessionId: found.token.id,
    via: kind,
    tokenId: found.token.id,
    tokenPrefix: found.token.prefix,
  };
}

/** Every use of a token is in the audit log, with the token's identity and what was done. */
export async function auditTokenUse(
  db: Db,
  actor: TokenActor,
  call: { operation: string; status: number | string },
) {
  await recordAudit(db, {
    organizationId: actor.organizationId,
    actorUserId: actor.userId,
    actorKind: actor.via === 'mcp' ? 'mcp' : 'api',
    action: 'call',
    entity: `${actor.via}_token`,
    entityId: actor.tokenId,
    after: { token: `${actor.tokenPrefix}…`, ...call },
  });
}
