import { ServerError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthServerProvider } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { Db } from '../../db/client.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { exchangeAuthorizationCode, liveCode } from './exchange-authorization-code.ts';
import { findClient } from './oauth-clients.repository.ts';
import { OAuthFailure } from './oauth-errors.ts';
import { findLiveAccessToken } from './oauth-tokens.repository.ts';
import { refreshOAuthTokens } from './refresh-oauth-tokens.ts';
import { revokeOAuthToken } from './revoke-oauth-token.ts';
import { oauthTexts } from './oauth-texts.ts';

/**
 * Agendei as the authorization server of its MCP server, for the SDK's OAuth handlers (which
 * validate the requests, check PKCE S256 and shape the answers): clients, codes and tokens in
 * PostgreSQL, the consent on the web app's screen.
 */
export function createOAuthProvider(db: Db): OAuthServerProvider {
  return {
    // Registration is our own route (oauth-registration.routes.ts): the SDK's handlers only read.
    clientsStore: { getClient: (clientId) => findClient(db, clientId) },

    // Authorization is our own route (oauth-authorize.routes.ts): the SDK's would send the
    // browser back to a client nobody verified (decision 059).
    async authorize() {
      throw new ServerError('authorize is served by oauth-authorize.routes.ts');
    },

    async challengeForAuthorizationCode(client, code) {
      return (await liveCode(db, client.client_id, code)).codeChallenge;
    },

    exchangeAuthorizationCode: (client, code, _verifier, redirectUri, resource) =>
      exchangeAuthorizationCode(db, {
        clientId: client.client_id,
        code,
        redirectUri,
        resource: resource?.href,
      }),

    exchangeRefreshToken: (client, refreshToken, _scopes, resource) =>
      refreshOAuthTokens(db, {
        clientId: client.client_id,
        refreshToken,
        resource: resource?.href,
      }),

    async verifyAccessToken(token) {
      const found = await findLiveAccessToken(db, hashSessionToken(token), new Date());
      if (!found) throw new OAuthFailure('invalid_token', oauthTexts.invalidAccessToken);
      return {
        token,
        clientId: found.clientId,
        scopes: [],
        expiresAt: Math.floor(found.accessExpiresAt.getTime() / 1000),
        resource: new URL(found.resource),
      };
    },

    revokeToken: (client, request) =>
      revokeOAuthToken(db, { clientId: client.client_id, token: request.token }),
  };
}
