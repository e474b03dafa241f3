import { authorizationHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/authorize.js';
import { clientRegistrationHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/register.js';
import { revocationHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/revoke.js';
import { tokenHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/token.js';
import type { FastifyRequest, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../feature-deps.ts';
import { mcpResourceUrl } from '../../mcp/mcp-resource.ts';
import { type ExpressHandler, expressHandler } from '../../plugins/express-adapter.ts';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { OAUTH_PATHS } from './oauth-metadata.ts';
import { type OAuthLocals, createOAuthProvider } from './oauth-provider.ts';

/**
 * The authorization server's endpoints are the MCP SDK's own handlers (request validation,
 * PKCE S256, RFC 7591 registration, RFC 7009 revocation, OAuth error answers), over our provider.
 * Their rate limits are this app's (shared by every instance on PostgreSQL), not the SDK's.
 */
export const oauthEndpointsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  // The SDK's handlers read the body themselves (form or JSON): here Fastify leaves it unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const provider = createOAuthProvider(deps.db);
  const locals = (request: FastifyRequest): OAuthLocals => {
    const origin = requestOrigin(request, deps.config.PUBLIC_URL);
    return { origin, resource: mcpResourceUrl(origin) };
  };
  const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
  const apiLimit = perMinute(deps.config.API_RATE_LIMIT_PER_MINUTE);
  const endpoints: Array<[string, HTTPMethods[], ExpressHandler, ReturnType<typeof perMinute>]> = [
    [
      OAUTH_PATHS.authorize,
      ['GET', 'POST'],
      authorizationHandler({ provider, rateLimit: false }),
      apiLimit,
    ],
    [
      OAUTH_PATHS.token,
      ['POST', 'OPTIONS'],
      tokenHandler({ provider, rateLimit: false }),
      apiLimit,
    ],
    [
      OAUTH_PATHS.register,
      ['POST', 'OPTIONS'],
      clientRegistrationHandler({ clientsStore: provider.clientsStore, rateLimit: false }),
      perMinute(deps.config.AUTH_RATE_LIMIT_PER_MINUTE),
    ],
    [
      OAUTH_PATHS.revoke,
      ['POST', 'OPTIONS'],
      revocationHandler({ provider, rateLimit: false }),
      apiLimit,
    ],
  ];
  for (const [path, method, handler, rateLimit] of endpoints) {
    app.route({
      method,
      url: path,
      config: { access: 'public', rateLimit },
      handler: expressHandler(path, handler, locals),
    });
  }
};
