import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { V1Error } from '../../core/schemas/api-v1.ts';
import type { Config } from '../config.ts';
import { hashSessionToken } from '../features/auth/session-token.ts';
import type { TokenActor } from '../features/integrations/authenticate-token.ts';

/** What every REST API v1 route shares: its OpenAPI tag, its errors and the per-token rate limit. */
export function v1Route(config: Config, tag: string) {
  const errors = { 400: V1Error, 401: V1Error, 403: V1Error, 404: V1Error, 429: V1Error };
  return {
    config: {
      access: 'api-token' as const,
      rateLimit: {
        max: config.API_RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) =>
          hashSessionToken(request.headers.authorization ?? request.ip),
      },
    },
    tags: [tag],
    errors,
  };
}

/** The token actor of a REST API v1 request (set by the plugin's guard). */
export function tokenActorOf(request: FastifyRequest): TokenActor {
  return request.actor as TokenActor;
}

export const NoContent = z.null().describe('Sem conteúdo.');
