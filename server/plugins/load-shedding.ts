import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@core/app-error.ts';
import { genericMessages } from '@core/messages.ts';
import { abandon, clientGone } from './abandoned-requests.ts';
import { isLiveStream } from './live-stream.ts';
import { countShedRequest } from './metrics-registry.ts';
import { RequestSlots, type WatchLeaving } from './request-slots.ts';

/** Operational requests: never counted, never refused. */
const EXEMPT = [/^\/api\/health\b/, /^\/(healthz|readyz|metrics)\b/];

/** Live streams are long-lived and bounded by their own limits (STREAMS_PER_ADDRESS, STREAMS_MAX). */
const counted = (request: FastifyRequest) =>
  request.url.startsWith('/api/') &&
  !isLiveStream(request) &&
  !EXEMPT.some((re) => re.test(request.url));

const watchSocket =
  (request: FastifyRequest): WatchLeaving =>
  (left) => {
    const socket = request.raw.socket;
    socket.once('close', left);
    return () => socket.off('close', left);
  };

export interface LoadSheddingOptions {
  /** API requests worked on at once; 0 turns load shedding off. */
  maxInFlight: number;
  /** How long a request may wait (for its turn on the event loop, then for a slot). */
  maxQueueWaitMs: number;
}

/**
 * Load shedding: at most `maxInFlight` API requests are worked on at once in this instance; more
 * wait for a slot, `maxQueueWaitMs` at most since they were read. One that waited that long, or
 * could not get a slot in time at the current pace, is answered 503 (pt-BR message,
 * `Retry-After: 1`) rather than late, after its client gave up; one whose client left while it
 * waited is dropped. Slots are taken before any other work (session lookup, body). Pages, health
 * checks, metrics and live streams are not counted (decision 038).
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance, options: LoadSheddingOptions) => {
  if (options.maxInFlight <= 0) return;
  const slots = new RequestSlots(options.maxInFlight, options.maxQueueWaitMs);
  /** When each request holding a slot got it. */
  const grantedAt = new WeakMap<FastifyRequest, number>();

  const release = (request: FastifyRequest) => {
    const since = grantedAt.get(request);
    if (since === undefined) return;
    grantedAt.delete(request);
    const heldMs = performance.now() - since;
    // Freed on the next loop turn, not this one: a PGlite handler's answer is sent without the
    // loop turning, so a slot freed and taken again at once would let one turn run handler after
    // handler, with new requests unread meanwhile. This way a turn runs `maxInFlight` at most.
    setImmediate(() => slots.release(heldMs));
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!counted(request)) return;
    const arrivedAt = performance.now();
    // With PGlite on the server's thread (PGLITE_THREAD=off) a handler's queries never yield to
    // the event loop: the handler runs to its end before the next socket is read, and requests
    // would wait unread, unseen by the slots and their clock. One loop turn first lets every
    // request that has arrived be read and stamped, and a client that left be noticed.
    await nextLoopTurn();
    const outcome = await slots.acquire({
      waitedMs: performance.now() - arrivedAt,
      watchLeaving: watchSocket(request),
    });
    if (outcome === 'granted') {
      if (clientGone(request)) {
        slots.release();
        return abandon(request, reply);
      }
      grantedAt.set(request, performance.now());
      // 'close' comes for every response, finished or abandoned by the client.
      reply.raw.once('close', () => release(request));
      return;
    }
    if (outcome === 'gone') return abandon(request, reply);
    countShedRequest(outcome);
    // Thrown, so each API answers in its own error shape (the web's, REST v1's).
    reply.header('retry-after', '1');
    throw new AppError('UNAVAILABLE', genericMessages.unavailable);
  });
  app.addHook('onResponse', async (request) => release(request));
});
