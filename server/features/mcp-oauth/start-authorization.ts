import type { Db } from '../../db/client.ts';
import {
  authorizationFields,
  checkedCodeRequest,
  redirectUriOf,
  refusal,
} from './authorization-params.ts';
import { findClient, insertAuthorizationRequest } from './oauth-clients.repository.ts';
import { REQUEST_TTL_MS } from './oauth-secrets.ts';
import { oauthTexts } from './oauth-texts.ts';

/** Where the browser goes to sign in and decide: the web app's consent screen. */
export const consentPath = (requestId: string) => `/conectar-assistente?pedido=${requestId}`;

/**
 * Checks an authorization request (a registered client, one of its redirect URIs, the code flow
 * with PKCE S256, this MCP server as the resource) and keeps it until a signed-in user decides on
 * it. A request that fails any check is refused here with a pt-BR reason, for the error page:
 * the client's redirect URI is unverified (anyone may register one), so nothing is sent there
 * before a user has signed in (RFC 9700 §4.11.2).
 */
export async function startAuthorization(
  db: Db,
  { query, resource, now = new Date() }: { query: unknown; resource: string; now?: Date },
): Promise<{ requestId: string }> {
  const fields = authorizationFields(query);
  if (!fields.client_id) throw refusal('invalid_request', oauthTexts.clientIdMissing);
  const client = await findClient(db, fields.client_id);
  if (!client) throw refusal('invalid_client', oauthTexts.unknownClient);
  const redirectUri = redirectUriOf(client.redirect_uris, fields.redirect_uri);
  const { codeChallenge, state } = checkedCodeRequest(fields, resource);
  const request = await insertAuthorizationRequest(
    db,
    {
      clientId: client.client_id,
      redirectUri,
      codeChallenge,
      state,
      resource,
      expiresAt: new Date(now.getTime() + REQUEST_TTL_MS),
    },
    now,
  );
  return { requestId: request.id };
}
