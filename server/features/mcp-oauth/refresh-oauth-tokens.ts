import type { OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Db } from '../../db/client.ts';
import { sameResource } from './mcp-resource.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { issueOAuthTokens } from './issue-oauth-tokens.ts';
import { OAuthFailure } from './oauth-errors.ts';
import { revokeGrant } from './oauth-grants.repository.ts';
import { oauthTexts } from './oauth-texts.ts';
import {
  deleteExpiredPairs,
  findPairByRefreshHash,
  retirePair,
} from './oauth-tokens.repository.ts';

const invalidRefresh = () => new OAuthFailure('invalid_grant', oauthTexts.invalidRefresh);

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
    throw invalidRefresh();
  }
  if (pair.revokedAt) {
    await revokeGrant(db, pair.grantId, now);
    throw invalidRefresh();
  }
  if (pair.refreshExpiresAt <= now) throw invalidRefresh();
  if (resource !== undefined && !sameResource(resource, pair.resource)) {
    throw new OAuthFailure('invalid_target', oauthTexts.tokenOtherResource);
  }
  if (!(await retirePair(db, pair.id, now))) {
    await revokeGrant(db, pair.grantId, now);
    throw invalidRefresh();
  }
  await deleteExpiredPairs(db, pair.grantId, now);
  return issueOAuthTokens(db, pair.grantId, now);
}
