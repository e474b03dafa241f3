import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A live-update stream (server-sent events): held open for good and bounded by its own
     * limits (realtime/stream-slots.ts), so neither a handler at work nor an in-flight request.
     */
    liveStream?: boolean;
  }
}

/** Whether the request is for a route declared a live stream (its options, never its URL). */
export const isLiveStream = (request: FastifyRequest): boolean =>
  request.routeOptions.config?.liveStream === true;
