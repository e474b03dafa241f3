import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLiveStream } from './live-stream.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once every request handler started so far has finished, or after `timeoutMs`;
     * answers how many were still running then.
     */
    handlersSettled(timeoutMs: number): Promise<number>;
  }
}

/**
 * Tracks the handlers at work. `app.close()` resolves once the sockets are closed, but the
 * handler of a request whose client hung up keeps running (a booking commits, then publishes its
 * event): shutdown waits for those before it closes the event bus and the database.
 */
export const runningHandlersPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<FastifyRequest>();
  let settled: (() => void) | undefined;
  const finish = (request: FastifyRequest) => {
    if (running.delete(request) && running.size === 0) settled?.();
  };

  // Counted from just before the handler: a request dropped earlier (while its body uploads, say)
  // never reaches one, and would otherwise stay counted. Live streams hold their request open for
  // good (and, hijacked, never reach onSend): never waited for; shutdown ends them first.
  app.addHook('preHandler', async (request) => {
    if (!isLiveStream(request)) running.add(request);
  });
  // onSend runs when the handler's answer (or error) is sent, even to a client already gone.
  app.addHook('onSend', async (request) => finish(request));
  app.addHook('onResponse', async (request) => finish(request));

  app.decorate('handlersSettled', async (timeoutMs: number) => {
    if (running.size === 0) return 0;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => (settled = resolve)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
    settled = undefined;
    return running.size;
  });
});
