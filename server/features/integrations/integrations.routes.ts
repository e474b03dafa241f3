import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiTokenDto,
  AuditEntryDto,
  AuditListQuery,
  IntegrationSettingsDto,
  McpTokenDto,
  RevokeTokenResultDto,
  ToggleIntegrationInput,
} from '@core/schemas/integrations.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getIntegrationSettings, toggleIntegration } from './integration-settings.ts';
import { generateIntegrationToken, revokeIntegrationToken } from './integration-tokens.ts';
import { listRecentAuditEntries } from '../audit/list-recent-audit.ts';

/** 'Integrações IA' (admin): switches and tokens of the REST API and the MCP server. */
export const integrationsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const admin = { access: 'admin' } as const;
  const settings = { response: { 200: IntegrationSettingsDto } };

  app.get('/api/admin/integration-settings', { config: admin, schema: settings }, async (request) =>
    getIntegrationSettings(db, { actor: actorOf(request) }),
  );

  app.get(
    '/api/admin/get-api-token',
    { config: admin, schema: { response: { 200: ApiTokenDto } } },
    async (request) => {
      const current = await getIntegrationSettings(db, { actor: actorOf(request) });
      return { apiToken: current.apiToken, expiresAt: current.apiTokenExpiresAt };
    },
  );

  app.post(
    '/api/admin/generate-api-token',
    { config: admin, schema: { response: { 200: ApiTokenDto } } },
    async (request) => {
      const token = await generateIntegrationToken(db, { actor: actorOf(request), kind: 'api' });
      return { apiToken: token.secret, expiresAt: token.expiresAt };
    },
  );

  app.post(
    '/api/admin/generate-mcp-token',
    { config: admin, schema: { response: { 200: McpTokenDto } } },
    async (request) => {
      const token = await generateIntegrationToken(db, { actor: actorOf(request), kind: 'mcp' });
      return { mcpToken: token.secret, expiresAt: token.expiresAt };
    },
  );

  for (const kind of ['api', 'mcp'] as const) {
    app.post(
      `/api/admin/revoke-${kind}-token`,
      { config: admin, schema: { response: { 200: RevokeTokenResultDto } } },
      async (request) => revokeIntegrationToken(db, { actor: actorOf(request), kind }),
    );
    app.post(
      `/api/admin/toggle-${kind}`,
      { config: admin, schema: { body: ToggleIntegrationInput, ...settings } },
      async (request) =>
        toggleIntegration(db, { actor: actorOf(request), kind, enabled: request.body.enabled }),
    );
  }

  app.get(
    '/api/admin/audit-log',
    {
      config: admin,
      schema: { querystring: AuditListQuery, response: { 200: z.array(AuditEntryDto) } },
    },
    async (request) =>
      listRecentAuditEntries(db, { actor: actorOf(request), limit: request.query.limit }),
  );
};
