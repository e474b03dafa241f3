import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('answers 200 while the process is alive, and /api/health still answers', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('is unavailable until the worker runs, ready while it runs, unavailable once it stops', async () => {
    const before = await t.app.inject({ url: '/readyz' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({
      status: 'unavailable',
      reason: 'outbox worker not started',
      database: 'ok',
    });

    const worker = t.app.readiness.watchWorker({ stop: async () => undefined });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', worker: 'running' });

    await worker.stop();
    const stopping = await t.app.inject({ url: '/readyz' });
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toMatchObject({ worker: 'stopped' });
  });

  it('is ready without a worker when this instance runs none (OUTBOX_WORKER=off)', async () => {
    const app = await buildApp({
      config: testConfig({ OUTBOX_WORKER: 'off', WEB_DIST_DIR: './no-web-build' }),
      database: t.database,
    });
    const response = await app.inject({ url: '/readyz' });
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', worker: 'off' });
    await app.close();
  });

  it('answers 503 with the reason when the database fails or does not answer in time', async () => {
    const failing = {
      ...t.database,
      db: { ...t.database.db, execute: () => Promise.reject(new Error('connection refused')) },
    } as unknown as Database;
    const hanging = {
      ...t.database,
      db: { ...t.database.db, execute: () => new Promise(() => undefined) },
    } as unknown as Database;
    const config = testConfig({
      OUTBOX_WORKER: 'off',
      READY_TIMEOUT_MS: 50,
      WEB_DIST_DIR: './no-web-build',
    });
    for (const [database, reason] of [
      [failing, 'database query failed'],
      [hanging, 'database did not answer in time'],
    ] as const) {
      const app = await buildApp({ config, database });
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', reason });
      await app.close();
    }
  });
});
