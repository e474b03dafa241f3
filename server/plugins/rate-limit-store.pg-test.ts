import { beforeAll, describe, expect, it } from 'vitest';
import { type PgInstance, twoPgInstances } from '@tests/helpers/pg-instances.ts';
import { genericMessages } from '@core/messages.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { bookableProfessional } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { rateLimitHits } from '../db/schema.ts';
import { countHit, deleteExpiredHits } from './rate-limit-store.ts';

const LOGIN_LIMIT = 4;
const API_LIMIT = 3;

const pair = twoPgInstances({
  config: { AUTH_RATE_LIMIT_PER_MINUTE: LOGIN_LIMIT, API_RATE_LIMIT_PER_MINUTE: API_LIMIT },
});
let one: PgInstance;
let two: PgInstance;
beforeAll(() => {
  ({ one, two } = pair);
});

describe('rate limits shared by instances on one PostgreSQL', () => {
  it('refuses the login attempt past the budget even when attempts alternate between instances', async () => {
    const attempt = (instance: typeof one) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { email: 'ninguem@example.com', password: 'errada1' },
        remoteAddress: '203.0.113.7', // one client; the other tests sign in from their own
      });
    const statuses = [];
    for (let i = 0; i <= LOGIN_LIMIT; i++) {
      statuses.push((await attempt(i % 2 === 0 ? one : two)).statusCode);
    }
    // Each instance saw at most 3 attempts: alone, neither would have refused any.
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT).fill(401), 429]);
    const refused = await attempt(two);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: genericMessages.rateLimited,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shares the per-token budget of the REST API between instances', async () => {
    const { admin } = await bookableProfessional(one as unknown as TestApp);
    const headers = bearer(admin.token);
    const token = (
      await one.app.inject({ method: 'POST', url: '/api/admin/generate-api-token', headers })
    ).json().apiToken as string;
    await one.app.inject({
      method: 'POST',
      url: '/api/admin/toggle-api',
      headers,
      payload: { enabled: true },
    });
    const call = (instance: typeof one) =>
      instance.app.inject({ method: 'GET', url: '/api/v1/professionals', headers: bearer(token) });
    const statuses = [];
    for (let i = 0; i <= API_LIMIT; i++) statuses.push((await call(i % 2 ? two : one)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await call(two);
    expect(refused.json().error.message).toBe(genericMessages.rateLimited);
  });

  it('starts a new window once the old one is over, and the sweep deletes expired counters', async () => {
    const key = `test-window-${Date.now()}`;
    expect(await countHit(one.db, key, 200)).toMatchObject({ current: 1 });
    const second = await countHit(two.db, key, 200);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(200);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await countHit(two.db, key, 200)).toMatchObject({ current: 1 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    await deleteExpiredHits(one.db);
    const keys = (await one.db.select().from(rateLimitHits)).map((row) => row.key);
    expect(keys).not.toContain(key);
    // The login counters of the first test are still in their window.
    expect(keys.some((k) => k.includes('/api/auth/user/login'))).toBe(true);
  });

  it('counts concurrent hits exactly once each', async () => {
    const key = `test-concurrent-${Date.now()}`;
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => countHit(i % 2 ? one.db : two.db, key, 60_000)),
    );
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});
