import type { ServerResponse } from 'node:http';
import { revocationHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/revoke.js';
import { tokenHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/token.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../feature-deps.ts';
import { type ExpressHandler, expressHandler } from './express-adapter.ts';
import { answerOAuthError, inPortuguese } from './oauth-errors.ts';
import { OAUTH_PATHS } from './oauth-metadata.ts';
import { createOAuthProvider } from './oauth-provider.ts';

/** The SDK's answers, each error with a pt-BR description (theirs are English or a zod dump). */
function speakingPortuguese(handler: ExpressHandler): ExpressHandler {
  return (req, res, next) => {
    const response = res as ServerResponse & { json: (body: unknown) => unknown };
    const json = response.json.bind(response);
    response.json = (body) => json(inPortuguese(body));
    handler(req, res, next);
  };
}

/**
 * The token and revocation endpoints are the MCP SDK's own handlers (request validation, PKCE
 * S256, RFC 7009 revocation, OAuth error answers) over our provider, each error described in
 * pt-BR. Their rate limits are this app's (shared by every instance on PostgreSQL), not the SDK's.
 * Authorization and registration are our own routes (decision 059).
 */
export const oauthEndpointsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  // The SDK's handlers read the body themselves (form or JSON): here Fastify leaves it unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  // Refusals before the handler (rate limit, load shedding) are OAuth JSON too.
  app.setErrorHandler(answerOAuthError);

  const provider = createOAuthProvider(deps.db);
  // The provider reads nothing from res.locals: the resource comes with each request.
  const locals = () => ({});
  const rateLimit = { max: deps.config.API_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  const endpoints: Array<[string, ExpressHandler]> = [
    [OAUTH_PATHS.token, tokenHandler({ provider, rateLimit: false })],
    [OAUTH_PATHS.revoke, revocationHandler({ provider, rateLimit: false })],
  ];
  for (const [path, handler] of endpoints) {
    app.route({
      method: ['POST', 'OPTIONS'],
      url: path,
      config: { access: 'public', rateLimit },
      handler: expressHandler(path, speakingPortuguese(handler), locals),
    });
  }
};
