import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * For endpoints browser-based MCP clients call from any origin (discovery, registration): they
 * take no cookie, so no origin gains anything by reading them.
 */
export const ANY_ORIGIN = { 'access-control-allow-origin': '*' } as const;

/** The CORS preflight of such an endpoint, which takes `methods`. */
export function answerPreflight(methods: string) {
  return async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(204)
      .headers({
        ...ANY_ORIGIN,
        'access-control-allow-methods': `${methods}, OPTIONS`,
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
        'access-control-max-age': '86400',
      })
      .send();
}
