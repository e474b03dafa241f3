import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '@core/app-error.ts';
import { apiV1Messages } from '@core/messages-api-v1.ts';
import { genericMessages } from '@core/messages.ts';
import type { V1Error } from '@core/schemas/api-v1.ts';
import { toAppError } from '../plugins/error-handler.ts';

export const V1_PREFIX = '/api/v1';
/** A 429 from anything but the rate limiter (which says how long) asks for the limit's window. */
const DEFAULT_RETRY_AFTER_SECONDS = '60';

/** The v1 body of a domain error. */
export function v1ErrorBody(appError: AppError): V1Error {
  const suggestions = appError.details?.suggestions;
  const clashes = appError.details?.clashes;
  return {
    error: {
      code: appError.code,
      message: appError.message,
      ...(appError.fieldErrors ? { fields: appError.fieldErrors } : {}),
      ...(Array.isArray(suggestions) ? { suggestions } : {}),
      ...(Array.isArray(clashes) ? { clashes } : {}),
    },
  };
}

/** REST API v1 errors are `{ error: { code, message, fields, suggestions, clashes } }` (never internals). */
export function registerV1ErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (!appError) {
      request.log.error({ err: error }, 'unhandled error');
      const body: V1Error = { error: { code: 'INTERNAL', message: genericMessages.internal } };
      return reply.status(500).send(body);
    }
    const body = v1ErrorBody(appError);
    if (appError.status === 401) {
      // RFC 6750 §3: how to authenticate, and `invalid_token` when the token sent is not live.
      const sent = request.headers.authorization !== undefined;
      reply.header(
        'www-authenticate',
        `Bearer realm="agendei"${sent ? ', error="invalid_token"' : ''}`,
      );
    }
    if (appError.status === 429 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', DEFAULT_RETRY_AFTER_SECONDS);
    }
    return reply.status(appError.status).send(body);
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's URL as a pattern of concrete paths (`:id` is one segment, `*` anything). */
function pathPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escapeRegExp(segment),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Keeps the methods of every REST v1 route as they are added, so an unknown path answers 404 and a
 * known path asked with another method answers 405 with `Allow`, both in the v1 error shape
 * (the web API's not-found handler would answer its own shape). Call before adding the routes.
 */
export async function registerV1NotFound(app: FastifyInstance): Promise<void> {
  const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(V1_PREFIX)) return;
    const methods = [route.method].flat();
    routes.push({ pattern: pathPattern(route.url), methods });
  });
  const allowedMethodsOf = (path: string) => {
    const methods = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler(async (request, reply) => {
        const allowed = allowedMethodsOf(decodedPath(request.url));
        if (allowed.length === 0) throw new AppError('NOT_FOUND', apiV1Messages.routeNotFound);
        reply.header('allow', allowed.join(', '));
        throw new AppError(
          'METHOD_NOT_ALLOWED',
          apiV1Messages.methodNotAllowed(request.method, allowed),
        );
      });
    },
    { prefix: V1_PREFIX },
  );
}
