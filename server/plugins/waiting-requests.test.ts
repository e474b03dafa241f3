import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { abandonedRequestsPlugin } from './abandoned-requests.ts';
import { type LoadSheddingOptions, loadSheddingPlugin } from './load-shedding.ts';
import { processRegistry } from './metrics-registry.ts';

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * An app with load shedding whose handlers note that they ran: /api/held until `held` opens,
 * /api/work at once, /api/slow-session after a pre-handler step that waits for `session` (as a
 * slow session lookup would). Every request is noted as it arrives, before load shedding.
 */
async function countingApp(shedding: LoadSheddingOptions) {
  const app = Fastify();
  const arrived: FastifyRequest[] = [];
  const worked: string[] = [];
  const held = gate();
  const session = gate();
  app.addHook('onRequest', async (request) => void arrived.push(request));
  await app.register(loadSheddingPlugin, shedding);
  await app.register(abandonedRequestsPlugin);
  app.get('/api/held', async () => {
    worked.push('held');
    await held.promise;
    return { ok: true };
  });
  app.get('/api/work', async () => void worked.push('work'));
  const slowSession = { preValidation: async () => session.promise };
  app.get('/api/slow-session', slowSession, async () => void worked.push('slow-session'));
  app.get('/api/ping', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  /** The request of `path` as the server saw it arrive. */
  const arrival = async (path: string) => {
    await expect.poll(() => arrived.some((request) => request.url === path)).toBe(true);
    return arrived.find((request) => request.url === path)!;
  };
  return { app, port, base, worked, held, session, arrival };
}

/** A client that sends a request on its own connection, to hang up on it later. */
function rawClient(port: number, path: string) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  return socket;
}

async function abandonedCount() {
  const metric = await processRegistry.getSingleMetric('agendei_requests_abandoned_total')!.get();
  return metric.values[0]?.value ?? 0;
}

let t: Awaited<ReturnType<typeof countingApp>> | undefined;
afterEach(async () => {
  t?.held.open();
  t?.session.open();
  await t?.app.close();
  t = undefined;
});

describe('requests waiting for a slot', () => {
  it('serves a request that waited for a slot freed in time', async () => {
    t = await countingApp({ maxInFlight: 1, maxQueueWaitMs: 60_000 });
    const held = fetch(`${t.base}/api/held`);
    await expect.poll(() => t!.worked).toEqual(['held']);
    const waiting = fetch(`${t.base}/api/work`);
    await t.arrival('/api/work');
    expect(t.worked).toEqual(['held']);

    t.held.open();
    expect((await waiting).status).toBe(200);
    expect((await held).status).toBe(200);
    expect(t.worked).toEqual(['held', 'work']);
  });

  it('does not work on a request whose client left while it waited', async () => {
    t = await countingApp({ maxInFlight: 1, maxQueueWaitMs: 60_000 });
    const before = await abandonedCount();
    const held = fetch(`${t.base}/api/held`);
    await expect.poll(() => t!.worked).toEqual(['held']);
    const client = rawClient(t.port, '/api/work');
    const request = await t.arrival('/api/work');
    client.destroy();
    await expect.poll(() => request.raw.socket.destroyed).toBe(true);

    t.held.open();
    expect((await held).status).toBe(200);
    expect((await fetch(`${t.base}/api/ping`)).status).toBe(200);
    expect(t.worked).toEqual(['held']);
    expect(await abandonedCount()).toBe(before + 1);
  });
});

describe('a client that left before the handler started', () => {
  it('is not worked on, whether or not load shedding is on', async () => {
    t = await countingApp({ maxInFlight: 0, maxQueueWaitMs: 100 });
    const client = rawClient(t.port, '/api/slow-session');
    const request = await t.arrival('/api/slow-session');
    client.destroy();
    await expect.poll(() => request.raw.socket.destroyed).toBe(true);

    t.session.open();
    expect((await fetch(`${t.base}/api/ping`)).status).toBe(200);
    expect(t.worked).toEqual([]);
  });

  it('still gets its answer when it stays', async () => {
    t = await countingApp({ maxInFlight: 0, maxQueueWaitMs: 100 });
    const answer = fetch(`${t.base}/api/slow-session`);
    await t.arrival('/api/slow-session');
    t.session.open();
    expect((await answer).status).toBe(200);
    expect(t.worked).toEqual(['slow-session']);
  });
});
