import { AppError } from '@core/app-error.ts';
import { bearerTokenOf } from '@core/bearer-token.ts';
import { integrationsMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { sameResource } from './mcp-resource.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { type TokenActor, authenticateToken } from '../integrations/authenticate-token.ts';
import { findIntegrationSettings } from '../integrations/integrations.repository.ts';
import { touchGrant } from './oauth-grants.repository.ts';
import { ACCESS_TOKEN_PREFIX } from './oauth-secrets.ts';
import { findLiveAccessToken } from './oauth-tokens.repository.ts';

const m = integrationsMessages;

/**
 * An OAuth access token on the MCP server: live, issued for this resource (its audience), under
 * a live grant of an active admin, in an organization with MCP switched on. It acts as that admin.
 */
export async function authenticateOAuthToken(
  db: Db,
  { token, resource, now = new Date() }: { token: string; resource: string; now?: Date },
): Promise<TokenActor> {
  const found = await findLiveAccessToken(db, hashSessionToken(token), now);
  if (!found || !sameResource(found.resource, resource)) {
    throw new AppError('UNAUTHENTICATED', m.invalidToken);
  }
  const settings = await findIntegrationSettings(db, found.organizationId);
  if (!settings.mcpEnabled) throw new AppError('FORBIDDEN', m.mcpDisabled);
  await touchGrant(db, found.grantId, now);
  return {
    userId: found.userId,
    organizationId: found.organizationId,
    role: 'admin',
    sessionId: found.grantId,
    via: 'mcp',
    tokenId: found.grantId,
    tokenPrefix: token.slice(0, 12),
  };
}

/** Whoever calls the MCP server: an assistant signed in through OAuth, or an agd_mcp_… token. */
export async function authenticateMcpCaller(
  db: Db,
  { authorization, resource }: { authorization: string | undefined; resource: string },
): Promise<TokenActor> {
  const token = bearerTokenOf(authorization);
  if (token?.startsWith(ACCESS_TOKEN_PREFIX))
    return authenticateOAuthToken(db, { token, resource });
  return authenticateToken(db, 'mcp', authorization);
}
