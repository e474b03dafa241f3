import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';
import { type TokenActor, auditTokenUse } from '../features/integrations/authenticate-token.ts';
import { declareAccessForAll } from '../plugins/route-access.ts';
import { appointmentsV1 } from './appointments.v1.ts';
import { blocksV1 } from './blocks.v1.ts';
import { catalogV1 } from './catalog.v1.ts';
import { v1DocumentTransform, v1SchemaTransform } from './openapi-components.ts';
import { registerV1ErrorHandler, registerV1NotFound } from './v1-errors.ts';
import { webhooksV1 } from './webhooks.v1.ts';

const API_DESCRIPTION = [
  'Agenda do escritório para outros sistemas: profissionais, produtos, disponibilidade, ' +
    'horários livres, agendamentos, bloqueios e inscrições de webhook.',
  '- **Autenticação**: o token da API em `Authorization: Bearer <token>`; ele age como o ' +
    'administrador que o gerou.',
  '- **Horários** em ISO 8601 com fuso (`Z` ou `±hh:mm`); datas de agenda em `AAAA-MM-DD`, no ' +
    'fuso do profissional.',
  '- **Erros**: sempre `{ error: { code, message, fields?, suggestions? } }`, com `message` em ' +
    'pt-BR. Rota desconhecida: 404 `NOT_FOUND`; método que a rota não aceita: 405 ' +
    '`METHOD_NOT_ALLOWED` com o cabeçalho `Allow`.',
  '- **Limite**: um número de requisições por minuto por token; acima dele, 429 com ' +
    '`Retry-After` (segundos).',
  '- **Repetições seguras**: `Idempotency-Key` em POST /api/v1/appointments; PATCH e DELETE já ' +
    'dão o mesmo resultado quando repetidos.',
  '- **Webhooks**: cada entrega é um POST JSON assinado: `X-Agendei-Signature: t=<segundos>,' +
    'v1=<hex do HMAC-SHA256(segredo, "t.corpo")>`, com `X-Agendei-Event` e `X-Agendei-Event-Id` ' +
    '(o mesmo a cada nova tentativa). Falhas 5xx, 408, 429 e de rede são tentadas de novo ' +
    '(30 s, 1, 2, 4 e 8 min).',
].join('\n');

/**
 * REST API v1 at /api/v1: bearer API token (401 without one, 403 while the API is off), a rate
 * limit per token, every use audited, JSON errors `{error: {code, message, fields}}`, and an
 * OpenAPI 3.1 document generated from the same zod schemas the routes validate with.
 */
export const apiV1: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db } = deps;
  registerV1ErrorHandler(app);
  await registerV1NotFound(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Agendei — API REST v1',
        version: '1.0.0',
        description: API_DESCRIPTION,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: v1SchemaTransform,
    transformObject: v1DocumentTransform,
  });
  app.get(
    '/api/v1/openapi.json',
    { config: { access: 'public' }, schema: { hide: true } },
    async () => app.swagger(),
  );
  await app.register(async (docs) => {
    declareAccessForAll(docs, 'public');
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/v1/docs' });
  });
  app.addHook('onResponse', async (request, reply) => {
    const actor = request.actor as TokenActor | null;
    if (!actor || actor.via !== 'api') return;
    await auditTokenUse(db, actor, {
      operation: `${request.method} ${request.routeOptions.url ?? request.url}`,
      status: reply.statusCode,
    }).catch((error: unknown) => request.log.warn({ err: error }, 'audit of an API call'));
  });

  await app.register(catalogV1, deps);
  await app.register(appointmentsV1, deps);
  await app.register(blocksV1, deps);
  await app.register(webhooksV1, deps);
};
