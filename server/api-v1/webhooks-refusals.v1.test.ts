import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiV1Messages } from '@core/messages-api-v1.ts';
import { notificationsMessages } from '@core/messages.ts';
import { apiOrganization, callV1 } from '@tests/helpers/api-v1.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: true, API_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(async () => t.close());

/** Nothing is delivered here: the URLs only have to be well formed. */
const hookUrl = (path: string) => `http://127.0.0.1:9${path}`;

const v1 = (token: string, ...call: Parameters<ReturnType<typeof callV1>>) =>
  callV1(t, token)(...call);

const subscribe = (token: string, payload: object) =>
  v1(token, 'POST', '/api/v1/webhooks', payload);

describe('REST v1 webhook subscriptions refused', () => {
  it('refuses a repeated URL, a 21st subscription, bad events and unknown fields', async () => {
    const { token } = await apiOrganization(t);
    const first = await subscribe(token, {
      url: hookUrl('/0'),
      events: ['appointment.created'],
    });
    expect(first.statusCode).toBe(201);
    const repeated = await subscribe(token, {
      url: hookUrl('/0'),
      events: ['appointment.updated'],
    });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().error).toMatchObject({
      code: 'CONFLICT',
      fields: { url: apiV1Messages.webhookUrlTaken },
    });
    for (let i = 1; i < 20; i++) {
      const created = await subscribe(token, {
        url: hookUrl(`/${i}`),
        events: ['appointment.created'],
      });
      expect(created.statusCode).toBe(201);
    }
    const full = await subscribe(token, {
      url: hookUrl('/20'),
      events: ['appointment.created'],
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(apiV1Messages.tooManyWebhooks(20));

    for (const payload of [
      { url: hookUrl('/x'), events: [] },
      { url: hookUrl('/x'), events: ['appointment.created', 'appointment.created'] },
      { url: hookUrl('/x'), events: ['appointment.deleted'] },
      { url: 'ftp://example.com/hook', events: ['appointment.created'] },
      { url: hookUrl('/x'), events: ['appointment.created'], secret: 'meu' },
    ]) {
      const refused = await subscribe(token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION');
    }
    expect((await v1(token, 'GET', '/api/v1/webhooks')).json()).toHaveLength(20);
  });
});

describe('REST v1 webhook subscriptions without private addresses', () => {
  it('refuses loopback and private networks with the same guard as the screens', async () => {
    const guarded = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: false });
    try {
      const { token } = await apiOrganization(guarded);
      for (const url of [
        'http://127.0.0.1:8080/hook',
        'http://10.1.2.3/hook',
        'http://[::1]/hook',
      ]) {
        const refused = await callV1(guarded, token)('POST', '/api/v1/webhooks', {
          url,
          events: ['appointment.created'],
        });
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json().error.fields).toEqual({ url: notificationsMessages.privateUrl });
      }
    } finally {
      await guarded.close();
    }
  });
});
