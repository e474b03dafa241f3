import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../tests/helpers/factories.ts';
import { fastRetryConfig, subscribedProfessional } from '../../tests/helpers/outbox.ts';
import { type TestApp, createTestApp } from '../../tests/helpers/test-app.ts';
import { startWebhookReceiver } from '../../tests/helpers/webhook-receiver.ts';
import { openPostgres } from '../db/client.ts';
import { startOutboxWorker } from './outbox-worker.ts';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const BOOKINGS = 120;

beforeAll(async () => {
  t = await createTestApp(fastRetryConfig);
  if (!t.database.url) throw new Error('this suite runs on PostgreSQL: npm run test:pg');
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('two outbox workers on one PostgreSQL', () => {
  it('deliver every event exactly once between them', async () => {
    const pro = await subscribedProfessional(t, receiver.url('/both'));
    for (let i = 0; i < BOOKINGS; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: bearer(pro.token),
        payload: {
          clientName: `Cliente ${i}`,
          clientEmail: `c${i}@example.com`,
          startTime: new Date(Date.now() + (2 + i) * 86_400_000).toISOString(),
        },
      });
      expect(response.statusCode).toBe(201);
    }
    // Each worker has its own connection pool, as two instances would.
    const pools = [openPostgres(t.database.url!), openPostgres(t.database.url!)];
    const config = {
      ...fastRetryConfig,
      OUTBOX_POLL_MS: 20,
      OUTBOX_CONCURRENCY: 8,
      OUTBOX_CLAIM_MS: 60_000,
    };
    receiver.setReplyFor(() => ({ delayMs: 5 }));
    const workers = pools.map((pool) =>
      startOutboxWorker({ db: pool.db, config, sendEmail: async () => undefined }),
    );
    const started = Date.now();
    while (receiver.received.length < BOOKINGS && Date.now() - started < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 500)); // any late duplicate would arrive now
    await Promise.all(workers.map((worker) => worker.stop()));
    await Promise.all(pools.map((pool) => pool.close()));

    const ids = receiver.received.map((hook) => hook.json.id);
    expect(ids).toHaveLength(BOOKINGS);
    expect(new Set(ids).size).toBe(BOOKINGS);
  });
});
