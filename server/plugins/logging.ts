import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/** Where log lines go (a pino destination); tests pass one to read them. */
export interface LogStream {
  write(line: string): void;
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id we accept from a proxy or client: short, and nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's X-Request-Id when it is a sane short token, otherwise a fresh uuid. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

// Secrets in URLs: ?token= (SSE), OAuth ?code=/&state=, and the client's private manage link.
const SECRET_QUERY = /([?&](?:token|code|state|access_token|refresh_token|id_token)=)[^&#]*/gi;
const SECRET_PATH = /(\/(?:manage|agendamento|psp\/webhook)\/)[^/?#]+/gi;

/** The URL as it may appear in logs. */
export function maskUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1***').replace(SECRET_PATH, '$1***');
}

const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'sessionToken',
  'apiToken',
  'secret',
  'webhookSecret',
  'clientSecret',
  'privateKey',
  'accessToken',
  'refreshToken',
  'idToken',
  'access_token',
  'refresh_token',
  'id_token',
];

/** pino redact paths: the keys above at the top and one level down, plus headers. */
export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

/** Fastify's pino: JSON lines with the request id (reqId), no secrets. */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req) => ({
        method: req.method,
        url: maskUrl(req.url),
        remoteAddress: req.ip,
        userAgent: req.headers['user-agent'],
      }),
    },
  };
}

/** Echoes the request id so a client or proxy can quote it when reporting a problem. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
