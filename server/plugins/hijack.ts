import type { FastifyReply } from 'fastify';

/**
 * Takes the answer out of Fastify's hands (a library writes it on the raw response), keeping
 * the headers set so far (security headers, rate limit, request id).
 */
export function hijackKeepingHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.hijack();
}
