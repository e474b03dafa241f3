import type { ServerResponse } from 'node:http';
import { InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthServerProvider } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { OAuthClientInformationFull } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Db } from '../../db/client.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { exchangeAuthorizationCode, liveCode } from './exchange-authorization-code.ts';
import { findClient } from './oauth-clients.repository.ts';
import { findLiveAccessToken } from './oauth-tokens.repository.ts';
import { refreshOAuthTokens } from './refresh-oauth-tokens.ts';
import { registerOAuthClient } from './register-oauth-client.ts';
import { revokeOAuthToken } from './revoke-oauth-token.ts';
import { consentPath, startAuthorization } from './start-authorization.ts';

/** What the OAuth routes put in `res.locals` for the provider: the origin this request came to. */
export type OAuthLocals = { origin: string; resource: string };

type ResponseWithLocals = ServerResponse & {
  locals: OAuthLocals;
  redirect: (status: number, url: string) => void;
};

/**
 * Agendei as the authorization server of its MCP server, for the SDK's OAuth handlers (which
 * validate the requests, check PKCE S256 and shape the answers): clients, codes and tokens in
 * PostgreSQL, the consent on the web app's screen.
 */
export function createOAuthProvider(db: Db): OAuthServerProvider {
  return {
    clientsStore: {
      getClient: (clientId) => findClient(db, clientId),
      // The SDK's registration handler has given the client its id (clientIdGeneration).
      registerClient: (client) => registerOAuthClient(db, client as OAuthClientInformationFull),
    },

    async authorize(client, params, res) {
      const response = res as unknown as ResponseWithLocals;
      const { origin, resource } = response.locals;
      const { requestId } = await startAuthorization(db, {
        clientId: client.client_id,
        params,
        resource,
      });
      response.redirect(302, `${origin}${consentPath(requestId)}`);
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
      if (!found) throw new InvalidTokenError('The token is invalid, revoked or expired');
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
