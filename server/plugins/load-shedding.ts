import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/app-error.ts';
import { messages } from '../../core/messages.ts';
import { isLiveStream } from './live-stream.ts';
import { countShedRequest } from './metrics-registry.ts';

/** Operational requests: never counted, never refused. */
const EXEMPT = [/^\/api\/health\b/, /^\/(healthz|readyz|metrics)\b/];

/** Live streams are long-lived and bounded by their own limits (STREAMS_PER_ADDRESS, STREAMS_MAX). */
const counted = (request: FastifyRequest) =>
  request.url.startsWith('/api/') &&
  !isLiveStream(request) &&
  !EXEMPT.some((re) => re.test(request.url));

/**
 * Load shedding: at most `maxInFlight` API requests are worked on at once in this instance; one
 * more is answered 503 at once (pt-BR message, `Retry-After: 1`) instead of joining a queue
 * whose wait outlives the client's patience. The pages, health checks, metrics and live streams
 * are not counted. 0 turns it off.
 */
export const loadSheddingPlugin = fp(
  async (app: FastifyInstance, options: { maxInFlight: number }) => {
    const { maxInFlight } = options;
    if (maxInFlight <= 0) return;
    let inFlight = 0;
    const held = new WeakSet<FastifyRequest>();

    const release = (request: FastifyRequest) => {
      if (!held.delete(request)) return;
      inFlight--;
    };

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!counted(request)) return;
      if (inFlight >= maxInFlight) {
        countShedRequest();
        // Thrown, so each API answers in its own error shape (the web's, REST v1's).
        reply.header('retry-after', '1');
        throw new AppError('UNAVAILABLE', messages.generic.unavailable);
      }
      inFlight++;
      held.add(request);
      // 'close' comes for every response, finished or abandoned by the client.
      reply.raw.once('close', () => release(request));
    });
    app.addHook('onResponse', async (request) => release(request));
  },
);
