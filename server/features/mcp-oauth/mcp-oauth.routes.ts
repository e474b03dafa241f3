import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../feature-deps.ts';
import { oauthAuthorizeRoutes } from './oauth-authorize.routes.ts';
import { oauthConsentRoutes } from './oauth-consent.routes.ts';
import { oauthDiscoveryRoutes } from './oauth-discovery.routes.ts';
import { oauthEndpointsRoutes } from './oauth-endpoints.routes.ts';
import { oauthRegistrationRoutes } from './oauth-registration.routes.ts';

/** MCP over OAuth 2.1 (decision 033): assistants connect to /mcp-server by signing in. */
export const mcpOauthRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  await app.register(oauthDiscoveryRoutes, deps);
  await app.register(oauthAuthorizeRoutes, deps);
  await app.register(oauthEndpointsRoutes, deps);
  await app.register(oauthRegistrationRoutes, deps);
  await app.register(oauthConsentRoutes, deps);
};
