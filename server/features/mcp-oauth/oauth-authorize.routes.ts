import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { genericMessages } from '@core/messages.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { mcpResourceUrl } from './mcp-resource.ts';
import { toAppError } from '../../plugins/error-handler.ts';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { authorizationErrorPage } from './authorization-error-page.ts';
import { oauthCodeOf } from './oauth-errors.ts';
import { OAUTH_PATHS } from './oauth-metadata.ts';
import { consentPath, startAuthorization } from './start-authorization.ts';

/** An authorization request is a URL's worth of parameters. */
const MAX_FORM_BYTES = 8 * 1024;

/** A form's fields, a repeated one as the list of its values (as the query string is read). */
function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const earlier = fields[name];
    fields[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  return fields;
}

/**
 * /oauth/authorize (GET, or a form POST): a valid request goes to the consent screen, where the
 * user signs in and decides; anything else ends on a pt-BR error page here, never at the
 * client's redirect URI (RFC 9700 §4.11.2).
 */
export const oauthAuthorizeRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, config },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: MAX_FORM_BYTES },
    (_request, body, done) => done(null, formFields(body.toString())),
  );
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const refused = toAppError(error);
    if (!refused) request.log.error({ err: error }, 'unhandled error');
    const status = refused?.status ?? 500;
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        authorizationErrorPage({
          reason: refused?.message ?? genericMessages.internal,
          oauthError: String(refused?.details?.oauthError ?? oauthCodeOf(status)),
        }),
      );
  });

  app.route({
    method: ['GET', 'POST'],
    url: OAUTH_PATHS.authorize,
    config: {
      access: 'public',
      rateLimit: { max: config.API_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
    },
    handler: async (request, reply) => {
      const origin = requestOrigin(request, config.PUBLIC_URL);
      const { requestId } = await startAuthorization(db, {
        query: request.method === 'POST' ? request.body : request.query,
        resource: mcpResourceUrl(origin),
      });
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${origin}${consentPath(requestId)}`);
    },
  });
};
