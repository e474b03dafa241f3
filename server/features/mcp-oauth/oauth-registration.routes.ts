import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../feature-deps.ts';
import { ANY_ORIGIN, answerPreflight } from './any-origin.ts';
import { MAX_REGISTRATION_BYTES } from './client-metadata-policy.ts';
import { OAuthFailure, answerOAuthError } from './oauth-errors.ts';
import { OAUTH_PATHS } from './oauth-metadata.ts';
import { oauthTexts } from './oauth-texts.ts';
import { registerOAuthClient } from './register-oauth-client.ts';

const TOO_LARGE = new OAuthFailure(
  'invalid_client_metadata',
  oauthTexts.registrationTooLarge(MAX_REGISTRATION_BYTES / 1024),
  413,
);

const NOT_JSON = new OAuthFailure('invalid_client_metadata', oauthTexts.registrationNotJson);

/**
 * Dynamic client registration (RFC 7591) at /oauth/register: a JSON body of at most 16 KB,
 * checked with the SDK's metadata schema and our policy (client-metadata-policy.ts); every
 * refusal is RFC 7591 JSON with a pt-BR description. Its own route, not the SDK's handler, so the
 * body is capped before it is read. Open to any origin, like the SDK's.
 */
export const oauthRegistrationRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, config },
) => {
  // Fastify's own JSON reading (no prototype poisoning), whatever the content type says.
  const readJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: MAX_REGISTRATION_BYTES },
    (request, body, done) =>
      readJson(request, body.toString(), (error, metadata) =>
        error ? done(NOT_JSON) : done(null, metadata),
      ),
  );
  app.setErrorHandler((error: FastifyError, request, reply) =>
    answerOAuthError(
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? TOO_LARGE : error,
      request,
      reply,
    ),
  );
  // Browser-based clients read the answers, refusals included.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(ANY_ORIGIN);
  });
  const open = { access: 'public' } as const;
  app.post(
    OAUTH_PATHS.register,
    {
      config: {
        ...open,
        rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const client = await registerOAuthClient(db, { metadata: request.body });
      return reply.status(201).header('cache-control', 'no-store').send(client);
    },
  );
  app.options(OAUTH_PATHS.register, { config: open }, answerPreflight('POST'));
};
