import {
  InvalidGrantError,
  InvalidTargetError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Db } from '../../db/client.ts';
import { sameResource } from '../../mcp/mcp-resource.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { issueOAuthTokens } from './issue-oauth-tokens.ts';
import { revokeGrant } from './oauth-grants.repository.ts';
import {
  deleteExpiredPairs,
  findPairByRefreshHash,
  retirePair,
} from './oauth-tokens.repository.ts';

const INVALID_REFRESH = 'The refresh token is invalid, expired or revoked';

/**
 * Rotates a refresh token (OAuth 2.1 §4.3.1): the pair it came with stops and a new pair is
 * issued. A retired refresh token presented again means it leaked: the whole grant is revoked.
 */
export async function refreshOAuthTokens(
  db: Db,
  {
    clientId,
    refreshToken,
    resource,
    now = new Date(),
  }: { clientId: string; refreshToken: string; resource?: string; now?: Date },
): Promise<OAuthTokens> {
  const pair = await findPairByRefreshHash(db, hashSessionToken(refreshToken));
  if (!pair || pair.clientId !== clientId || pair.grantRevokedAt) {
    throw new InvalidGrantError(INVALID_REFRESH);
  }
  if (pair.revokedAt) {
    await revokeGrant(db, pair.grantId, now);
    throw new InvalidGrantError(INVALID_REFRESH);
  }
  if (pair.refreshExpiresAt <= now) throw new InvalidGrantError(INVALID_REFRESH);
  if (resource !== undefined && !sameResource(resource, pair.resource)) {
    throw new InvalidTargetError(`The refresh token was issued for ${pair.resource}`);
  }
  if (!(await retirePair(db, pair.id, now))) {
    await revokeGrant(db, pair.grantId, now);
    throw new InvalidGrantError(INVALID_REFRESH);
  }
  await deleteExpiredPairs(db, pair.grantId, now);
  return issueOAuthTokens(db, pair.grantId, now);
}
