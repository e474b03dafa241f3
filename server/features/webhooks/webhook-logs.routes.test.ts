import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsMessages } from '@core/messages.ts';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { deliverDue, fastRetryConfig } from '@tests/helpers/outbox.ts';
import { caller } from '@tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { startWebhookReceiver } from '@tests/helpers/webhook-receiver.ts';
import { verifyWebhookSignature } from '../outbox/channels/webhook/webhook-signature.ts';

const n = notificationsMessages;
const HOUR = 3_600_000;
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const call = caller(() => t);

beforeAll(async () => {
  t = await createTestApp(fastRetryConfig);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

async function subscribe(token: string, path: string, url = '/api/notification-settings') {
  const response = await call('POST', url, token, {
    webhookNotificationsEnabled: true,
    webhookUrl: receiver.url(path),
    webhookEvents: ['appointment.created', 'appointment.reminder'],
    emailNotificationsEnabled: url.includes('admin') ? undefined : false,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { webhookSecret: string };
}

async function book(token: string, startMs: number) {
  const response = await call('POST', '/api/appointments', token, {
    clientName: 'Joana Dias',
    clientEmail: 'joana@example.com',
    startTime: new Date(startMs).toISOString(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

const deps = () => ({ db: t.db, config: fastRetryConfig, sendEmail: async () => undefined });

describe('webhook test, lists and actions', () => {
  it('sends a signed test event and reports the real result, success or failure', async () => {
    const pro = await signedInProfessional(t);
    const noUrl = await call('POST', '/api/webhook/test', pro.token);
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json().message).toBe(n.noWebhookUrl);

    const { webhookSecret } = await subscribe(pro.token, '/test-ok');
    const ok = await call('POST', '/api/webhook/test', pro.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: n.testSent(200), httpStatus: 200 });
    const [hook] = receiver.received.filter((h) => h.path === '/test-ok');
    expect(hook!.json.event).toBe('webhook.test');
    expect(
      verifyWebhookSignature(
        webhookSecret,
        hook!.body,
        String(hook!.headers['x-agendei-signature']),
      ),
    ).toBe(true);

    receiver.setReplyFor((path) => (path === '/test-ko' ? { status: 500 } : undefined));
    await subscribe(pro.token, '/test-ko');
    const failed = await call('POST', '/api/webhook/test', pro.token);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(n.testFailed('o destino respondeu HTTP 500'));
    receiver.setReplyFor(undefined);

    const history = await call('GET', '/api/webhook-logs?page=1&limit=10', pro.token);
    expect(history.json().logs.map((log: { status: string }) => log.status)).toEqual([
      'failed',
      'success',
    ]);
  });

  it('lists scheduled rows and history with the SPEC paging fields', async () => {
    const pro = await signedInProfessional(t);
    await subscribe(pro.token, '/lists');
    for (let day = 2; day <= 7; day++) await book(pro.token, Date.now() + day * 24 * HOUR);
    const scheduled = await call('GET', '/api/webhook-logs/scheduled', pro.token);
    expect(scheduled.statusCode).toBe(200);
    const all = scheduled.json() as Array<{ event: string; status: string; scheduledFor: string }>;
    expect(all.filter((row) => row.event === 'appointment.reminder')).toHaveLength(12);
    const times = all.map((row) => row.scheduledFor);
    expect(times).toEqual([...times].sort());

    const page2 = await call('GET', '/api/webhook-logs/scheduled?page=2&limit=10', pro.token);
    expect(page2.json()).toMatchObject({
      currentPage: 2,
      totalPages: 2,
      totalCount: 18,
      hasPrevPage: true,
      hasNextPage: false,
    });
    expect(page2.json().webhooks).toHaveLength(8);

    await deliverDue(deps(), Date.now());
    const history = await call('GET', '/api/webhook-logs?page=1&limit=10', pro.token);
    expect(history.json().pagination).toEqual({
      page: 1,
      totalPages: 2,
      totalCount: 18,
      hasPrevious: false,
      hasNext: true,
    });
    const [first] = history.json().logs;
    expect(first).toHaveProperty('url', first.webhookUrl);
    expect(first).toHaveProperty('httpStatus', first.responseStatus);
  });

  it('sends a scheduled reminder now, deletes one, and rebuilds without duplicates', async () => {
    const pro = await signedInProfessional(t);
    await subscribe(pro.token, '/actions');
    const appointment = await book(pro.token, Date.now() + 3 * 24 * HOUR);
    const reminders = (await call('GET', '/api/webhook-logs/scheduled', pro.token))
      .json()
      .filter((row: { event: string }) => row.event === 'appointment.reminder');
    expect(reminders).toHaveLength(2);
    const [dayBefore, hourBefore] = reminders;

    const processed = await call('POST', `/api/webhook-logs/${dayBefore.id}/process`, pro.token);
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json()).toMatchObject({ success: true, message: n.processed });
    const again = await call('POST', `/api/webhook-logs/${dayBefore.id}/process`, pro.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(n.alreadySent);

    const removed = await call('DELETE', `/api/webhook-logs/${hourBefore.id}`, pro.token);
    expect(removed.json()).toMatchObject({ success: true, message: n.deleted });
    expect((await call('DELETE', `/api/webhook-logs/${dayBefore.id}`, pro.token)).statusCode).toBe(
      409,
    );

    const rebuilt = await call('POST', '/api/webhook-logs/reprocess-all', pro.token);
    expect(rebuilt.json()).toMatchObject({ success: true, count: 1, message: n.reprocessed(1) });
    const twice = await call('POST', '/api/webhook-logs/reprocess-all', pro.token);
    expect(twice.json().count).toBe(1); // the planned one is replaced, never doubled
    const planned = (await call('GET', '/api/webhook-logs/scheduled', pro.token))
      .json()
      .filter(
        (row: { event: string; appointmentId: string }) =>
          row.appointmentId === appointment.id && row.event === 'appointment.reminder',
      );
    expect(planned.map((row: { reminderMinutes: number }) => row.reminderMinutes)).toEqual([60]);
  });

  it('keeps each organization and professional to their own rows', async () => {
    const admin = await registerAdmin(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    const colleague = await signedInProfessional(t, admin.user.organizationId);
    await subscribe(admin.token, '/org', '/api/admin/webhook-settings');
    await subscribe(pro.token, '/own');
    await book(pro.token, Date.now() + 2 * 24 * HOUR);
    const mine = (await call('GET', '/api/webhook-logs/scheduled', pro.token)).json();
    expect(mine.every((row: { subscriber: string }) => row.subscriber === 'user')).toBe(true);
    expect((await call('GET', '/api/webhook-logs/scheduled', colleague.token)).json()).toEqual([]);
    const forbidden = await call('GET', '/api/webhook-logs?scope=organization', pro.token);
    expect(forbidden.statusCode).toBe(403);
    const orgPage = (
      await call(
        'GET',
        '/api/webhook-logs/scheduled?page=1&limit=10&scope=organization',
        admin.token,
      )
    ).json();
    expect(
      orgPage.webhooks.some((row: { subscriber: string }) => row.subscriber === 'organization'),
    ).toBe(true);
    expect(orgPage.webhooks.some((row: { subscriber: string }) => row.subscriber === 'user')).toBe(
      true,
    );

    const outsider = await registerAdmin(t);
    const id = mine[0].id;
    expect((await call('POST', `/api/webhook-logs/${id}/process`, outsider.token)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/webhook-logs/${id}`, outsider.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/webhook-logs/${id}`, colleague.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/webhook-logs/nao-e-um-id', pro.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/webhook-logs')).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/webhook/test', pro.token)).statusCode).toBe(403);
    const adminTest = await call('POST', '/api/admin/webhook/test', admin.token);
    expect(adminTest.json()).toMatchObject({ success: true, httpStatus: 200 });
  });

  it('lists the e-mails waiting to go out, by channel, while webhooks are off (no webhook row)', async () => {
    const pro = await signedInProfessional(t);
    await book(pro.token, Date.now() + 3 * 24 * HOUR);
    const paged = await call('GET', '/api/webhook-logs/scheduled?page=1&limit=10', pro.token);
    const channels = (paged.json().webhooks as Array<{ channel: string }>).map(
      (row) => row.channel,
    );
    expect(channels.length).toBeGreaterThan(0);
    expect(new Set(channels)).toEqual(new Set(['email']));
  });

  it('orders the history by the time its date column shows, newest first', async () => {
    const pro = await signedInProfessional(t);
    await subscribe(pro.token, '/history-order');
    for (let day = 2; day <= 4; day++) await book(pro.token, Date.now() + day * 24 * HOUR);
    await deliverDue(deps(), Date.now());
    const history = await call('GET', '/api/webhook-logs?page=1&limit=50', pro.token);
    const logs = history.json().logs as Array<{
      sentAt: string | null;
      processedAt: string | null;
      scheduledFor: string;
    }>;
    expect(logs.length).toBeGreaterThan(3);
    const shown = logs.map((log) => Date.parse(log.sentAt ?? log.processedAt ?? log.scheduledFor));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });
});
