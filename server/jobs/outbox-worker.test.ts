import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryMessages } from '@core/messages-delivery.ts';
import {
  bookAppointments,
  fastRetryConfig,
  outboxTestApp,
  subscribedProfessional as subscribe,
} from '@tests/helpers/outbox.ts';
import { countingDatabase } from '@tests/helpers/query-counter.ts';
import { webhookLogs } from '../db/schema.ts';
import { startOutboxWorker } from './outbox-worker.ts';
import { postWebhook } from '../features/outbox/channels/webhook/post-webhook.ts';

const config = {
  ...fastRetryConfig,
  OUTBOX_POLL_MS: 50,
  OUTBOX_CONCURRENCY: 8,
  OUTBOX_CLAIM_MS: 60_000,
  WEBHOOK_TIMEOUT_MS: 5000,
};
const suite = outboxTestApp(config);

const subscribedProfessional = (path: string) => subscribe(suite.t, suite.receiver.url(path));

async function until(condition: () => boolean, timeoutMs = 15_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('outbox worker', () => {
  it('keeps delivering to a fast receiver while a slow one holds its share', async () => {
    const { t, receiver } = suite;
    const slow = await subscribedProfessional('/slow');
    const fast = await subscribedProfessional('/fast');
    receiver.setReplyFor((path) => (path === '/slow' ? { delayMs: 1500 } : undefined));
    await bookAppointments(t, slow.token, 6);
    await bookAppointments(t, fast.token, 6);
    const worker = startOutboxWorker({ db: t.db, config, sendEmail: async () => undefined });
    try {
      await until(() => receiver.events().filter((hook) => hook.path === '/fast').length === 6);
      // The six fast deliveries finished while the slow receiver had answered at most its share.
      const slowAnswered = receiver.received.filter((hook) => hook.path === '/slow').length;
      expect(slowAnswered).toBeLessThanOrEqual(4);
      await until(() => receiver.received.filter((hook) => hook.path === '/slow').length === 6);
    } finally {
      await worker.stop();
      receiver.setReplyFor(undefined);
    }
  });

  it('wakes up on a committed change instead of waiting for the next poll', async () => {
    const { t, receiver } = suite;
    const pro = await subscribedProfessional('/kick');
    const worker = startOutboxWorker({
      db: t.db,
      config: { ...config, OUTBOX_POLL_MS: 60_000 },
      sendEmail: async () => undefined,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100)); // the first (empty) poll is over
      await bookAppointments(t, pro.token, 1, 3);
      worker.kick();
      await until(() => receiver.received.some((hook) => hook.path === '/kick'), 5000);
    } finally {
      await worker.stop();
    }
  });

  it('claims and records a backlog in a few statements, not one per row', async () => {
    const { t, receiver } = suite;
    const pro = await subscribedProfessional('/backlog');
    await bookAppointments(t, pro.token, 40);
    const counting = countingDatabase(t.database);
    const worker = startOutboxWorker({
      db: counting.database.db,
      // Only the first look and the worker's own refills claim.
      config: { ...config, OUTBOX_POLL_MS: 60_000, OUTBOX_CONCURRENCY: 16 },
      sendEmail: async () => undefined,
    });
    await until(() => receiver.received.filter((hook) => hook.path === '/backlog').length === 40);
    await worker.stop();

    const sent = counting.statements();
    const claims = sent.filter((text) => text.startsWith('update "webhook_logs" set "attempts"'));
    const results = sent.filter((text) => text.startsWith('update "webhook_logs" set "status"'));
    // The first claim took what could start at once (16), the next the other 24; the refill
    // each of them asked for found none.
    expect(claims.length).toBeLessThanOrEqual(4);
    expect(results.length).toBeLessThan(20);
    const rows = await t.db
      .select({ attempts: webhookLogs.attempts })
      .from(webhookLogs)
      .where(and(eq(webhookLogs.userId, pro.id), eq(webhookLogs.status, 'success')));
    expect(rows.map((row) => row.attempts)).toEqual(Array(40).fill(1));
    expect(receiver.received.filter((hook) => hook.path === '/backlog')).toHaveLength(40);
  });

  it('refuses to deliver to a private address when not allowed, even if the URL was saved', async () => {
    const { receiver } = suite;
    const options = { headers: {}, timeoutMs: 2000, allowPrivate: false };
    const before = receiver.received.length;
    for (const url of [receiver.url('/private'), `http://localhost:${receiver.port}/private`]) {
      const result = await postWebhook(url, '{}', options);
      expect(result).toMatchObject({ ok: false, retryable: false });
      expect(result.error).toBe(deliveryMessages.privateAddress);
    }
    expect(receiver.received.length).toBe(before);
    const allowed = await postWebhook(receiver.url('/private'), '{}', {
      ...options,
      allowPrivate: true,
    });
    expect(allowed).toMatchObject({ ok: true, httpStatus: 200 });
  });

  it('reads no more than a small part of a huge answer', async () => {
    const { receiver } = suite;
    receiver.setReplyFor(() => ({ status: 200, body: 'x'.repeat(5_000_000) }));
    const result = await postWebhook(receiver.url('/huge'), '{}', {
      headers: {},
      timeoutMs: 5000,
      allowPrivate: true,
    });
    receiver.setReplyFor(undefined);
    expect(result.ok).toBe(true);
    expect(result.excerpt).toHaveLength(500);
  });
});
