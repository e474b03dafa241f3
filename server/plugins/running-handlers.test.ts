import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runningHandlersPlugin } from './running-handlers.ts';

/** An app whose one route works for `ms` and then notes it finished. */
async function slowApp(ms: number) {
  const app = Fastify();
  await app.register(runningHandlersPlugin);
  const finished: string[] = [];
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    finished.push('slow');
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/slow`;
  return { app, finished, url };
}

/** A client that hangs up before the answer. */
async function hangUp(url: string) {
  await new Promise<void>((resolve) => {
    const request = http.get(url);
    request.on('error', () => resolve());
    setTimeout(() => {
      request.destroy();
      resolve();
    }, 50);
  });
}

describe('running handlers', () => {
  it('waits for the handler of a client that hung up, which app.close() does not', async () => {
    const { app, finished, url } = await slowApp(400);
    await hangUp(url);
    await app.close();
    expect(finished).toEqual([]);
    expect(await app.handlersSettled(5_000)).toBe(0);
    expect(finished).toEqual(['slow']);
  });

  it('gives up after the timeout and says how many are still running', async () => {
    const { app, finished, url } = await slowApp(1_000);
    await hangUp(url);
    await app.close();
    expect(await app.handlersSettled(50)).toBe(1);
    expect(finished).toEqual([]);
    expect(await app.handlersSettled(5_000)).toBe(0);
  });
});
