import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RevokeTokenResultDto } from '@core/schemas/integrations.ts';
import {
  ConsentDecisionDto,
  ConsentRequestDto,
  ConsentRequestParams,
  McpConnectionDto,
  McpConnectionParams,
} from '@core/schemas/mcp-oauth.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { describeAuthorizationRequest } from './consent-request.ts';
import {
  approveAuthorizationRequest,
  denyAuthorizationRequest,
} from './decide-authorization-request.ts';
import { listMcpConnections, revokeMcpConnection } from './mcp-connections.ts';

const REQUESTS = '/api/oauth/authorization-requests/:id';

/** The consent screen (any signed-in user asks; only an admin may allow) and the connections list. */
export const oauthConsentRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const user = { access: 'member' } as const;
  const decision = { params: ConsentRequestParams, response: { 200: ConsentDecisionDto } };

  app.get(
    REQUESTS,
    {
      config: user,
      schema: { params: ConsentRequestParams, response: { 200: ConsentRequestDto } },
    },
    async (request) =>
      describeAuthorizationRequest(db, { actor: actorOf(request), requestId: request.params.id }),
  );

  app.post(`${REQUESTS}/approve`, { config: user, schema: decision }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return approveAuthorizationRequest(db, {
      actor: actorOf(request),
      requestId: request.params.id,
    });
  });

  app.post(`${REQUESTS}/deny`, { config: user, schema: decision }, async (request) =>
    denyAuthorizationRequest(db, { actor: actorOf(request), requestId: request.params.id }),
  );

  const admin = { access: 'admin' } as const;
  app.get(
    '/api/admin/mcp-connections',
    { config: admin, schema: { response: { 200: z.array(McpConnectionDto) } } },
    async (request) => listMcpConnections(db, { actor: actorOf(request) }),
  );

  app.post(
    '/api/admin/mcp-connections/:id/revoke',
    {
      config: admin,
      schema: { params: McpConnectionParams, response: { 200: RevokeTokenResultDto } },
    },
    async (request) =>
      revokeMcpConnection(db, { actor: actorOf(request), connectionId: request.params.id }),
  );
};
