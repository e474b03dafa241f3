import type { OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Db } from '../../db/client.ts';
import { sameResource } from './mcp-resource.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { revokeGrant } from './oauth-grants.repository.ts';
import { issueOAuthTokens } from './issue-oauth-tokens.ts';
import { OAuthFailure } from './oauth-errors.ts';
import { oauthTexts } from './oauth-texts.ts';
import { findCode, spendCode } from './oauth-tokens.repository.ts';

const invalidCode = () => new OAuthFailure('invalid_grant', oauthTexts.invalidCode);

function assertLive(found: Awaited<ReturnType<typeof findCode>>, clientId: string, now: Date) {
  if (!found || found.clientId !== clientId || found.usedAt || found.grantRevokedAt) {
    throw invalidCode();
  }
  if (found.expiresAt <= now) throw invalidCode();
  return found;
}

/**
 * A live, unspent code of this client (or invalid_grant), read for the SDK's PKCE check before
 * the exchange. A code presented again means it leaked: the grant it came from is revoked
 * (RFC 6749 §4.1.2).
 */
export async function liveCode(db: Db, clientId: string, code: string, now = new Date()) {
  const found = await findCode(db, hashSessionToken(code));
  if (found?.usedAt && found.clientId === clientId) await revokeGrant(db, found.grantId, now);
  return assertLive(found, clientId, now);
}

/**
 * Spends a code whose PKCE verifier the SDK's token handler has checked, and issues tokens. The
 * redirect URI and resource must be those of the authorization.
 */
export async function exchangeAuthorizationCode(
  db: Db,
  {
    clientId,
    code,
    redirectUri,
    resource,
    now = new Date(),
  }: { clientId: string; code: string; redirectUri?: string; resource?: string; now?: Date },
): Promise<OAuthTokens> {
  const live = await liveCode(db, clientId, code, now);
  if (redirectUri !== undefined && redirectUri !== live.redirectUri) {
    throw new OAuthFailure('invalid_grant', oauthTexts.codeRedirectMismatch);
  }
  if (resource !== undefined && !sameResource(resource, live.resource)) {
    throw new OAuthFailure('invalid_target', oauthTexts.tokenOtherResource);
  }
  if (!(await spendCode(db, hashSessionToken(code), now))) {
    await revokeGrant(db, live.grantId, now);
    throw invalidCode();
  }
  return issueOAuthTokens(db, live.grantId, now);
}
