import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookAppointments,
  fastRetryConfig,
  outboxTestApp,
  subscribedProfessional,
} from '@tests/helpers/outbox.ts';
import { countingDatabase } from '@tests/helpers/query-counter.ts';
import { webhookLogs } from '../db/schema.ts';
import { startOutboxWorker } from './outbox-worker.ts';

const config = {
  ...fastRetryConfig,
  OUTBOX_POLL_MS: 60_000, // only the first look and the worker's own refills claim
  OUTBOX_CONCURRENCY: 16,
  OUTBOX_CLAIM_MS: 60_000,
  WEBHOOK_TIMEOUT_MS: 5000,
};
const suite = outboxTestApp(config);

const createdRowsOf = (userId: string) =>
  suite.t.db
    .select()
    .from(webhookLogs)
    .where(and(eq(webhookLogs.userId, userId), eq(webhookLogs.eventType, 'appointment.created')));

describe('outbox worker results', () => {
  it('records every result of a batch, a failing receiver marking none of the others', async () => {
    const { t, receiver } = suite;
    const up = await subscribedProfessional(t, receiver.url('/up'));
    const down = await subscribedProfessional(t, receiver.url('/down'));
    receiver.setReplyFor((path) => (path === '/down' ? { status: 500 } : undefined));
    await bookAppointments(t, up.token, 8);
    await bookAppointments(t, down.token, 8);
    const counting = countingDatabase(t.database);
    const worker = startOutboxWorker({
      db: counting.database.db,
      config,
      sendEmail: async () => undefined,
    });
    const arrived = (path: string) => receiver.received.filter((hook) => hook.path === path);
    try {
      await expect
        .poll(() => arrived('/up').length + arrived('/down').length, { timeout: 15_000 })
        .toBe(16);
    } finally {
      await worker.stop(); // writes the results still waiting
      receiver.setReplyFor(undefined);
    }

    const results = counting
      .statements()
      .filter((text) => text.startsWith('update "webhook_logs" set "status"'));
    expect(results.length).toBeLessThan(16); // written together, not one by one
    const delivered = await createdRowsOf(up.id);
    expect(delivered).toHaveLength(8);
    for (const row of delivered) {
      expect(row).toMatchObject({ status: 'success', attempts: 1, httpStatus: 200, error: null });
      expect(row.claimedUntil).toBeNull();
    }
    const refused = await createdRowsOf(down.id);
    expect(refused).toHaveLength(8);
    for (const row of refused) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, httpStatus: 500, sentAt: null });
      expect(row.claimedUntil).toBeNull();
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now()); // its retry, after backoff
    }
  });
});
