import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { countAbandonedRequest } from './metrics-registry.ts';

/**
 * Whether the request's client has gone (closed or reset the connection, or half-closed it,
 * which Node treats the same): nobody will read the answer. Not `request.raw.destroyed`, which
 * turns true as soon as the body has been read.
 */
export const clientGone = (request: FastifyRequest): boolean =>
  request.raw.socket?.destroyed === true;

/** Drops a request nobody waits for any more: no handler, no answer (the socket is closed). */
export function abandon(request: FastifyRequest, reply: FastifyReply): void {
  countAbandonedRequest();
  request.log.debug('client left before the handler started; not worked on');
  reply.hijack();
}

/**
 * A request whose client left before its handler started is not worked on: under load, a
 * client's timeout often comes while its request still waits (for a slot, the body, the
 * session); running the handler then spends the capacity that clients still waiting need.
 * A handler already running finishes (a booking commits and publishes its event).
 */
export const abandonedRequestsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request, reply) => {
    if (clientGone(request)) abandon(request, reply);
  });
});
