import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { genericMessages } from '@core/messages.ts';
import { bearer, registerAdmin } from '@tests/helpers/factories.ts';
import { openSse, sessionCookie } from '@tests/helpers/sse-client.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import type { Config } from '../config.ts';

type Stream = Awaited<ReturnType<typeof openSse>>;

// Small limits; behind a (trusted) proxy, X-Forwarded-For gives each stream its client address.
let t: TestApp | undefined;
let base: string;
const opened: Stream[] = [];
async function start(overrides: Partial<Config> = {}) {
  const app = await createTestApp({
    TRUST_PROXY: 1,
    STREAMS_PER_ADDRESS: 5,
    STREAMS_MAX: 8,
    ...overrides,
  });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.app.server.address() as { port: number }).port}`;
  t = app;
  return app;
}
afterEach(async () => {
  opened.splice(0).forEach((stream) => stream.close());
  await t?.close();
  t = undefined;
});

const bookingStreamUrl = () => `${base}/api/booking-stream?professionalIds=${randomUUID()}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

/** Opens a public booking stream from an address, and keeps it to close after the test. */
async function streamFrom(address: string, headers: Record<string, string> = {}) {
  const stream = await openSse(bookingStreamUrl(), { ...from(address), ...headers });
  opened.push(stream);
  return stream;
}

/** Opens streams from an address until one is accepted (a closed one's slot is freed once its socket closes). */
async function acceptedFrom(address: string) {
  let stream: Stream | undefined;
  await expect
    .poll(
      async () => {
        stream = await streamFrom(address);
        return stream.status;
      },
      { timeout: 5_000 },
    )
    .toBe(200);
  return stream!;
}

async function expectHealthy() {
  const health = await fetch(`${base}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
}

describe('live-update stream limits', () => {
  it('answers 429 past the streams one address may hold, serves everyone else, and frees a closed stream’s slot', async () => {
    const admin = await registerAdmin(await start());
    const held = [];
    for (let i = 0; i < 5; i++) held.push(await streamFrom('203.0.113.7'));
    expect(held.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);

    const refused = await fetch(bookingStreamUrl(), { headers: from('203.0.113.7') });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({
      error: 'RATE_LIMITED',
      message: genericMessages.rateLimited,
    });
    // The signed-in stream counts under the same limit.
    const signedIn = await streamFrom('203.0.113.7', sessionCookie(admin.token));
    expect(signedIn.status).toBe(429);

    // A flood from that address is refused at once, its connections not kept alive.
    const flood = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(bookingStreamUrl(), { headers: from('203.0.113.7') }).then((r) => r.status),
      ),
    );
    expect(new Set(flood)).toEqual(new Set([429]));
    expect(refused.headers.get('connection')).toBe('close');

    await expectHealthy();
    expect((await streamFrom('203.0.113.8')).status).toBe(200);

    held[0]!.close();
    const again = await acceptedFrom('203.0.113.7');
    await again.waitFor((message) => message.type === 'connection_established');
  });

  it('answers 503 once the instance holds its maximum, whatever the address, and serves again when streams close', async () => {
    await start();
    const held = [];
    for (let i = 0; i < 8; i++) held.push(await streamFrom(`198.51.100.${i}`));
    expect(held.every((stream) => stream.status === 200)).toBe(true);

    const refused = await fetch(bookingStreamUrl(), { headers: from('198.51.100.200') });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({
      error: 'UNAVAILABLE',
      message: genericMessages.unavailable,
    });
    await expectHealthy();

    held[3]!.close();
    held[5]!.close();
    await acceptedFrom('198.51.100.200');
    await acceptedFrom('198.51.100.201');
    expect((await streamFrom('198.51.100.202')).status).toBe(503);
  });

  it('ends the open streams when the server stops, so shutdown never waits for them', async () => {
    const app = await start();
    const streams = await Promise.all(
      ['192.0.2.1', '192.0.2.2'].map((address) =>
        fetch(bookingStreamUrl(), { headers: from(address) }),
      ),
    );
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
    const ended = streams.map(async (stream) => {
      const reader = stream.body!.getReader();
      while (!(await reader.read()).done);
      return 'ended';
    });
    t = undefined;
    await app.close();
    expect(await Promise.all(ended)).toEqual(['ended', 'ended']);
    // Nor does it wait for them as handlers still at work.
    expect(await app.app.handlersSettled(5_000)).toBe(0);
  });

  it('keeps open streams out of load shedding: they never take an API request’s place', async () => {
    const admin = await registerAdmin(await start({ MAX_IN_FLIGHT_REQUESTS: 2 }));
    for (let i = 0; i < 3; i++) expect((await streamFrom(`192.0.2.${i}`)).status).toBe(200);
    const signedIn = await streamFrom('192.0.2.9', sessionCookie(admin.token));
    expect(signedIn.status).toBe(200);
    const profile = await fetch(`${base}/api/user/profile`, { headers: bearer(admin.token) });
    expect(profile.status).toBe(200);
  });
});
