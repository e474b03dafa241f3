import { InvalidTargetError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { AuthorizationParams } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { Db } from '../../db/client.ts';
import { sameResource } from '../../mcp/mcp-resource.ts';
import { insertAuthorizationRequest } from './oauth-clients.repository.ts';
import { REQUEST_TTL_MS } from './oauth-secrets.ts';

/** Where the browser goes to sign in and decide: the web app's consent screen. */
export const consentPath = (requestId: string) => `/conectar-assistente?pedido=${requestId}`;

/**
 * Keeps a checked authorization request (the SDK's handler validated the client, the redirect
 * URI and PKCE S256) until an admin decides on it. Tokens are only for this MCP server: a request
 * for another resource is refused (RFC 8707 invalid_target).
 */
export async function startAuthorization(
  db: Db,
  {
    clientId,
    params,
    resource,
    now = new Date(),
  }: { clientId: string; params: AuthorizationParams; resource: string; now?: Date },
): Promise<{ requestId: string }> {
  if (params.resource && !sameResource(params.resource.href, resource)) {
    throw new InvalidTargetError(`This server only issues tokens for ${resource}`);
  }
  const request = await insertAuthorizationRequest(
    db,
    {
      clientId,
      redirectUri: params.redirectUri,
      codeChallenge: params.codeChallenge,
      state: params.state ?? null,
      resource,
      expiresAt: new Date(now.getTime() + REQUEST_TTL_MS),
    },
    now,
  );
  return { requestId: request.id };
}
