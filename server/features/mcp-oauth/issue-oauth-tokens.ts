import type { OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Db } from '../../db/client.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_PREFIX,
  REFRESH_TOKEN_TTL_MS,
  newOAuthSecret,
} from './oauth-secrets.ts';
import { insertTokenPair } from './oauth-tokens.repository.ts';

/** A new access token (1 hour) and refresh token (30 days) under a grant; only hashes are kept. */
export async function issueOAuthTokens(db: Db, grantId: string, now: Date): Promise<OAuthTokens> {
  const accessToken = newOAuthSecret(ACCESS_TOKEN_PREFIX);
  const refreshToken = newOAuthSecret(REFRESH_TOKEN_PREFIX);
  await insertTokenPair(db, {
    grantId,
    accessHash: hashSessionToken(accessToken),
    refreshHash: hashSessionToken(refreshToken),
    accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refreshToken,
  };
}
