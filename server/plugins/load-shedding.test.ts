import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericMessages } from '@core/messages.ts';
import { bearer, signedInProfessional } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { startWebhookReceiver } from '@tests/helpers/webhook-receiver.ts';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  // Two API requests at once; more wait for a slot 200 ms at most.
  t = await createTestApp({
    MAX_IN_FLIGHT_REQUESTS: 2,
    MAX_QUEUE_WAIT_MS: 200,
    WEBHOOK_ALLOW_PRIVATE: true,
  });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('load shedding', () => {
  it('answers 503 with Retry-After to requests beyond the limit that waited too long for a slot; health checks always answer', async () => {
    const pro = await signedInProfessional(t);
    const headers = bearer(pro.token);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/notification-settings',
      headers,
      payload: { webhookUrl: receiver.url(), webhookNotificationsEnabled: true },
    });
    expect(saved.statusCode).toBe(200);
    // Two webhook tests held open by the receiver keep two API requests in flight.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    receiver.setReplyFor(() => ({ until: gate }));
    // Over real HTTP, as a browser's requests arrive.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const held = [1, 2].map(() => fetch(`${base}/api/webhook/test`, { method: 'POST', headers }));
    await expect.poll(() => receiver.received.length).toBe(2);

    // They wait for a slot that does not come in time.
    const refused = await Promise.all(
      [1, 2, 3].map(() => fetch(`${base}/api/user/profile`, { headers })),
    );
    for (const response of refused) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(await response.json()).toEqual({
        error: 'UNAVAILABLE',
        message: genericMessages.unavailable,
      });
    }
    // The REST API v1 answers in its own error shape.
    const refusedV1 = await fetch(`${base}/api/v1/professionals`);
    expect(refusedV1.status).toBe(503);
    expect(await refusedV1.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: genericMessages.unavailable },
    });
    // Health checks and metrics are never refused.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const metrics = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    // Refused at once (busy) when the pace says the wait would be too long, else after waiting.
    const shed = [...metrics.body.matchAll(/agendei_requests_shed_total\{reason="\w+"\} (\d+)/g)];
    expect(shed.reduce((sum, [, count]) => sum + Number(count), 0)).toBe(4);

    release();
    for (const response of await Promise.all(held)) expect(response.status).toBe(200);
    expect((await fetch(`${base}/api/user/profile`, { headers })).status).toBe(200);
  });
});
