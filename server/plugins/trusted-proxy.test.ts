import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@core/schemas/auth.ts';
import { trustProxySetting } from '../config.ts';
import { bearer, registerAdmin } from '@tests/helpers/factories.ts';
import { PROXY_ADDRESS, postFrom, startForwardingProxy } from '@tests/helpers/forwarding-proxy.ts';
import { manageTokenOf } from '@tests/helpers/manage-booking.ts';
import { openSse } from '@tests/helpers/sse-client.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

const LIMIT = 4;
const STREAMS = 2;

/** A client-written entry that differs on every request, as an attacker would send. */
let forged = 0;
const forgedEntry = () => ({ 'x-forwarded-for': `10.${++forged % 250}.0.1` });

/**
 * The 'Confirmar presença' path of a genuine private link: an appointment the admin books on
 * their own agenda from elsewhere (so it spends none of the limits under test), its token read
 * as its e-mail would.
 */
async function confirmPathOf(t: TestApp, adminToken: string) {
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: bearer(adminToken),
    remoteAddress: '192.0.2.1',
    payload: {
      clientName: 'Rita Matos',
      clientEmail: 'rita@example.com',
      startTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return `/api/booking/manage/${await manageTokenOf(t, booked.json().id)}/confirm`;
}

// The README's deployment: nginx appends the real address after whatever the client sent.
describe.each([
  ['TRUST_PROXY=true (one hop)', 'true'],
  [`TRUST_PROXY=${PROXY_ADDRESS} (the proxy’s address)`, PROXY_ADDRESS],
])('behind a forwarding proxy, %s', (_name, setting) => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startForwardingProxy>>;
  let admin: AuthResponse & { password: string };

  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: trustProxySetting.parse(setting),
      AUTH_RATE_LIMIT_PER_MINUTE: LIMIT,
      PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: LIMIT,
      STREAMS_PER_ADDRESS: STREAMS,
    });
    // Registered from elsewhere, so it spends none of the limits under test.
    const body = { name: 'Ana Souza', email: 'ana@example.com', password: 'segredo123' };
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/register',
      payload: body,
      remoteAddress: '192.0.2.1',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    admin = { ...registered.json(), password: body.password };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    proxy = await startForwardingProxy(`http://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    await proxy.close();
    await t.close();
  });

  /** A POST through the proxy from a client address on loopback, with a forged entry. */
  const post = (path: string, body: unknown, client = '127.0.0.1') =>
    postFrom(client, `${proxy.url}${path}`, body, forgedEntry());

  /** Sends one request more than the limit, each with another forged entry; the statuses. */
  async function overTheLimit(path: string, body: unknown): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await post(path, body)).status);
    return statuses;
  }

  it('counts failed logins by the address the proxy added, and then refuses the right password too', async () => {
    const wrong = { email: admin.user.email, password: 'errada123' };
    const statuses = await overTheLimit('/api/auth/user/login', wrong);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses[LIMIT]).toBe(429);
    const right = await post('/api/auth/user/login', {
      email: admin.user.email,
      password: admin.password,
    });
    expect(right.status).toBe(429);
    // Another client behind the same proxy keeps a budget of its own.
    const neighbour = await post('/api/auth/user/login', wrong, '127.0.0.3');
    expect(neighbour.status).toBe(401);
  });

  it.each([
    ['registration', '/api/auth/admin/register'],
    ['password reset', '/api/auth/password-reset'],
    ['public booking', '/api/appointments/public'],
    ['OAuth client registration', '/oauth/register'],
  ])('limits %s by the address the proxy added', async (_what, path) => {
    const statuses = await overTheLimit(path, {});
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses[LIMIT], path).toBe(429);
    expect((await post(path, {}, '127.0.0.4')).status, path).not.toBe(429);
  });

  it("limits 'Confirmar presença' of a genuine link by the address the proxy added (decision 087)", async () => {
    const path = await confirmPathOf(t, admin.token);
    // Confirming again answers the same: every one under the limit is a 200.
    const statuses = await overTheLimit(path, {});
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses[LIMIT]).toBe(429);
    // Another client behind the same proxy keeps a budget of its own.
    expect((await post(path, {}, '127.0.0.4')).status).toBe(200);
  });

  it('caps live-update streams by the address the proxy added', async () => {
    const url = `${proxy.url}/api/booking-stream?professionalIds=${admin.user.id}`;
    const streams = [];
    for (let i = 0; i < STREAMS; i++) streams.push(await openSse(url, forgedEntry()));
    const refused = await openSse(url, forgedEntry());
    streams.forEach((stream) => stream.close());
    refused.close();
    expect(streams.map((stream) => stream.status)).toEqual(Array(STREAMS).fill(200));
    expect(refused.status).toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: LIMIT });
  });
  afterAll(() => t.close());

  it("counts 'Confirmar presença' by the connection's address: a forged X-Forwarded-For does not escape the limit", async () => {
    const path = await confirmPathOf(t, (await registerAdmin(t)).token);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const response = await t.app.inject({ method: 'POST', url: path, headers: forgedEntry() });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses[LIMIT]).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('reads false, a hop count, or the proxies’ addresses and ranges', () => {
    expect(trustProxySetting.parse(undefined)).toBe(false);
    expect(trustProxySetting.parse('false')).toBe(false);
    expect(trustProxySetting.parse('true')).toBe(1);
    expect(trustProxySetting.parse('2')).toBe(2);
    expect(trustProxySetting.parse('127.0.0.1, 10.0.0.0/8,::1')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('refuses anything else at boot, naming it', () => {
    const wrong = trustProxySetting.safeParse('sim, 10.0.0.0/99');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toContain('sim, 10.0.0.0/99');
  });
});
