import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@core/app-error.ts';
import { genericMessages } from '@core/messages.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { MCP_PATH } from './mcp-resource.ts';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { ANY_ORIGIN, answerPreflight } from './any-origin.ts';
import { authorizationServerMetadata, protectedResourceMetadata } from './oauth-metadata.ts';

const WELL_KNOWN = '/.well-known';

/**
 * Discovery for MCP clients: the protected resource's metadata (RFC 9728, also at the path of
 * the MCP server) and the authorization server's (RFC 8414), JSON readable from any origin
 * (browser-based clients). Any other /.well-known/ path, and any path under the MCP server's
 * (where some clients look for discovery), is a JSON 404, never the web app's page.
 */
export const oauthDiscoveryRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { config }) => {
  const documents = [
    [`${WELL_KNOWN}/oauth-protected-resource`, protectedResourceMetadata],
    [`${WELL_KNOWN}/oauth-protected-resource${MCP_PATH}`, protectedResourceMetadata],
    [`${WELL_KNOWN}/oauth-authorization-server`, authorizationServerMetadata],
  ] as const;
  const open = { access: 'public' } as const;

  for (const [path, document] of documents) {
    app.get(path, { config: open }, async (request, reply) => {
      reply.headers(ANY_ORIGIN);
      return document(requestOrigin(request, config.PUBLIC_URL));
    });
    app.options(path, { config: open }, answerPreflight('GET'));
  }

  for (const prefix of [WELL_KNOWN, MCP_PATH]) {
    app.get(`${prefix}/*`, { config: open }, async () => {
      throw new AppError('NOT_FOUND', genericMessages.notFound);
    });
  }
};
