import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerTokenOf } from '@core/bearer-token.ts';
import { V1Error } from '@core/schemas/api-v1.ts';
import type { Config } from '../config.ts';
import { hashSessionToken } from '../features/auth/session-token.ts';
import type { TokenActor } from '../features/integrations/authenticate-token.ts';

/** An error answer in the v1 shape (the named `Error` schema), described for the document. */
const described = (description: string) => ({
  description,
  content: { 'application/json': { schema: V1Error } },
});

/**
 * Every error a REST v1 route may answer, each in the v1 shape and described for the document
 * (a 429 also names Retry-After: openapi-components.ts).
 */
export const V1_ERRORS = {
  400: described(
    'Entrada inválida (VALIDATION): `fields` diz o motivo de cada campo, em pt-BR; para um ' +
      'horário fora da agenda, `suggestions` traz os horários livres mais próximos.',
  ),
  401: described('Sem token, ou token inválido, revogado ou expirado (UNAUTHENTICATED).'),
  403: described('A API REST está desativada nesta organização (FORBIDDEN).'),
  404: described('Não existe, ou é de outra organização (NOT_FOUND).'),
  409: described(
    'Conflito com o estado atual (CONFLICT); num horário lotado, com `suggestions`; numa série ' +
      'recusada, com `clashes` (cada data recusada e o motivo).',
  ),
  413: described('Corpo maior que 1 MB (PAYLOAD_TOO_LARGE).'),
  422: described(
    'Idempotency-Key já usada com outro corpo (IDEMPOTENCY_KEY_REUSED): nada é criado nem mostrado.',
  ),
  429: described('Limite de requisições por minuto deste token atingido (RATE_LIMITED).'),
  500: described('Erro interno (INTERNAL), sem detalhes.'),
  503: described('Indisponível por um momento (UNAVAILABLE): tente de novo em instantes.'),
};

type Status = keyof typeof V1_ERRORS;
const errorsOf = (statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, V1_ERRORS[status]])) as Pick<
    typeof V1_ERRORS,
    Status
  >;

const READ_ERRORS: Status[] = [400, 401, 403, 404, 429, 500, 503];

/** What every REST API v1 route shares: its OpenAPI tag, its errors and the per-token rate limit. */
export function v1Route(config: Config, tag: string) {
  return {
    config: {
      access: 'api-token' as const,
      rateLimit: {
        max: config.API_RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) =>
          hashSessionToken(bearerTokenOf(request.headers.authorization) ?? request.ip),
      },
    },
    tags: [tag],
    /** A read's errors. */
    errors: errorsOf(READ_ERRORS),
    /** A write's errors: a read's, a conflict and a body too large. */
    writeErrors: errorsOf([...READ_ERRORS, 409, 413]),
  };
}

/** The token actor of a REST API v1 request (set by the plugin's guard). */
export function tokenActorOf(request: FastifyRequest): TokenActor {
  return request.actor as TokenActor;
}

export const NoContent = z.null().describe('Sem conteúdo.');
