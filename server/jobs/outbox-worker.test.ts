import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryMessages } from '../../core/messages-delivery.ts';
import { bearer } from '../../tests/helpers/factories.ts';
import {
  fastRetryConfig,
  subscribedProfessional as subscribe,
} from '../../tests/helpers/outbox.ts';
import { type TestApp, createTestApp } from '../../tests/helpers/test-app.ts';
import { startWebhookReceiver } from '../../tests/helpers/webhook-receiver.ts';
import { startOutboxWorker } from './outbox-worker.ts';
import { postWebhook } from './post-webhook.ts';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const config = {
  ...fastRetryConfig,
  OUTBOX_POLL_MS: 50,
  OUTBOX_CONCURRENCY: 8,
  OUTBOX_CLAIM_MS: 60_000,
  WEBHOOK_TIMEOUT_MS: 5000,
};

beforeAll(async () => {
  t = await createTestApp(config);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const subscribedProfessional = (path: string) => subscribe(t, receiver.url(path));

async function bookMany(token: string, count: number, firstDay: number) {
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(token),
      payload: {
        clientName: `Cliente ${i}`,
        clientEmail: `cliente${i}@example.com`,
        startTime: new Date(Date.now() + (firstDay + i) * 86_400_000).toISOString(),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}

async function until(condition: () => boolean, timeoutMs = 15_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('outbox worker', () => {
  it('keeps delivering to a fast receiver while a slow one holds its share', async () => {
    const slow = await subscribedProfessional('/slow');
    const fast = await subscribedProfessional('/fast');
    receiver.setReplyFor((path) => (path === '/slow' ? { delayMs: 1500 } : undefined));
    await bookMany(slow.token, 6, 2);
    await bookMany(fast.token, 6, 2);
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
    const pro = await subscribedProfessional('/kick');
    const worker = startOutboxWorker({
      db: t.db,
      config: { ...config, OUTBOX_POLL_MS: 60_000 },
      sendEmail: async () => undefined,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100)); // the first (empty) poll is over
      await bookMany(pro.token, 1, 3);
      worker.kick();
      await until(() => receiver.received.some((hook) => hook.path === '/kick'), 5000);
    } finally {
      await worker.stop();
    }
  });

  it('refuses to deliver to a private address when not allowed, even if the URL was saved', async () => {
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
