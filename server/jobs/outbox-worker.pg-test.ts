import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookAppointments,
  fastRetryConfig,
  outboxTestApp,
  subscribedProfessional,
} from '@tests/helpers/outbox.ts';
import { openPostgres } from '../db/client.ts';
import { claimDueRows } from '../features/outbox/outbox-claims.repository.ts';
import { insertWebhookLogs } from '../features/outbox/webhook-logs.repository.ts';
import { startOutboxWorker } from './outbox-worker.ts';

const BOOKINGS = 120;
const suite = outboxTestApp(fastRetryConfig);
beforeAll(() => {
  if (!suite.t.database.url) throw new Error('this suite runs on PostgreSQL: npm run test:pg');
});

describe('two outbox workers on one PostgreSQL', () => {
  it('deliver every event exactly once between them', async () => {
    const { t, receiver } = suite;
    const pro = await subscribedProfessional(t, receiver.url('/both'));
    await bookAppointments(t, pro.token, BOOKINGS);
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

  it('never hand out the same row twice when many claim at the same moment', async () => {
    const { t, receiver } = suite;
    const pro = await subscribedProfessional(t, receiver.url('/race'));
    const due = new Date(Date.now() - 1000);
    await insertWebhookLogs(
      t.db,
      Array.from({ length: 400 }, (_, i) => ({
        organizationId: pro.organizationId,
        userId: pro.id,
        eventType: 'appointment.created',
        status: 'pending' as const,
        payload: { event: 'appointment.created', data: { clientName: `Cliente ${i}` } },
        nextAttemptAt: due,
      })),
    );
    const pools = Array.from({ length: 6 }, () => openPostgres(t.database.url!, 1));
    const now = new Date();
    const claimed = await Promise.all(
      pools.map((pool) => claimDueRows(pool.db, { now, limit: 100, claimMs: 60_000 })),
    );
    await Promise.all(pools.map((pool) => pool.close()));
    const ids = claimed.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(100); // more than one of them got rows
    expect(claimed.flat().every((row) => row.attempts === 1)).toBe(true);
  });
});
