import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiV1Messages } from '@core/messages-api-v1.ts';
import { deliveryMessages } from '@core/messages-delivery.ts';
import { apiOrganization, callV1 } from '@tests/helpers/api-v1.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { deliverDue, fastRetryConfig, logsOf } from '@tests/helpers/outbox.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { startWebhookReceiver } from '@tests/helpers/webhook-receiver.ts';
import type { DeliveryDeps } from '../features/outbox/delivery-deps.ts';
import { verifyWebhookSignature } from '../features/outbox/channels/webhook/webhook-signature.ts';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let deps: DeliveryDeps;
beforeAll(async () => {
  t = await createTestApp({ ...fastRetryConfig, API_RATE_LIMIT_PER_MINUTE: 1000 });
  receiver = await startWebhookReceiver();
  deps = { db: t.db, config: fastRetryConfig, sendEmail: async () => undefined };
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const v1 = (token: string, ...call: Parameters<ReturnType<typeof callV1>>) =>
  callV1(t, token)(...call);

const subscribe = (token: string, payload: object) =>
  v1(token, 'POST', '/api/v1/webhooks', payload);

async function book(token: string, professionalId: string, time = '09:00') {
  const created = await v1(token, 'POST', '/api/v1/appointments', {
    userId: professionalId,
    clientName: 'Paulo Reis',
    clientEmail: 'paulo@example.com',
    startTime: at(dateAhead(3), time),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string };
}

describe('REST v1 webhook subscriptions', () => {
  it('delivers signed events with the secret shown once, and lists it without the secret', async () => {
    const { pro, token } = await apiOrganization(t);
    const url = receiver.url('/zap');
    const created = await subscribe(token, {
      url,
      events: ['appointment.cancelled', 'appointment.created'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const subscription = created.json();
    expect(subscription).toMatchObject({
      url,
      events: ['appointment.created', 'appointment.cancelled'],
      reminderMinutes: [60, 1440],
    });
    expect(subscription.secret).toMatch(/^whsec_/);

    const listed = await v1(token, 'GET', '/api/v1/webhooks');
    expect(listed.json()).toEqual([{ ...subscription, secret: undefined }]);
    expect(listed.body).not.toContain(subscription.secret);

    const appointment = await book(token, pro.id);
    await deliverDue(deps, Date.now());
    const hooks = receiver.received.filter((hook) => hook.path === '/zap');
    expect(hooks.map((hook) => hook.json.event)).toEqual(['appointment.created']);
    const [hook] = hooks;
    expect(hook!.json.data).toMatchObject({
      appointmentId: appointment.id,
      clientName: 'Paulo Reis',
    });
    const signature = String(hook!.headers['x-agendei-signature']);
    expect(verifyWebhookSignature(subscription.secret, hook!.body, signature)).toBe(true);
    expect(hook!.headers['x-agendei-event']).toBe('appointment.created');
  });

  it('shows the deliveries in the admin history and never in the professional history', async () => {
    const { admin, pro, token } = await apiOrganization(t);
    await subscribe(token, { url: receiver.url('/historico'), events: ['appointment.created'] });
    const appointment = await book(token, pro.id);
    await deliverDue(deps, Date.now());
    const [row] = (await logsOf(t.db, appointment.id, 'appointment.created')).filter(
      (log) => log.channel === 'webhook',
    );
    expect(row).toMatchObject({ subscriber: 'subscription', status: 'success' });

    const history = (scope: string, who: string) =>
      t.app.inject({ url: `/api/webhook-logs?scope=${scope}&limit=50`, headers: bearer(who) });
    const adminRows = (await history('organization', admin.token)).json().logs;
    expect(adminRows).toContainEqual(
      expect.objectContaining({ subscriber: 'subscription', url: receiver.url('/historico') }),
    );
    const proPage = await history('user', pro.token);
    expect(proPage.statusCode).toBe(200);
    expect(proPage.body).not.toContain('/historico');
  });

  it('plans the reminders of each subscription at its own times, even at the same minute', async () => {
    const { pro, token } = await apiOrganization(t);
    const appointment = await book(token, pro.id);
    for (const path of ['/lembrete-a', '/lembrete-b']) {
      const created = await subscribe(token, {
        url: receiver.url(path),
        events: ['appointment.reminder'],
        reminderMinutes: [30],
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const reminders = (await logsOf(t.db, appointment.id, 'appointment.reminder')).filter(
      (row) => row.subscriber === 'subscription',
    );
    expect(reminders.map((row) => [row.url, row.reminderMinutes, row.status]).sort()).toEqual([
      [receiver.url('/lembrete-a'), 30, 'scheduled'],
      [receiver.url('/lembrete-b'), 30, 'scheduled'],
    ]);
  });

  it('cancels what a removed subscription still had to deliver and keeps its history', async () => {
    const { pro, token } = await apiOrganization(t);
    const created = await subscribe(token, {
      url: receiver.url('/removida'),
      events: ['appointment.created', 'appointment.reminder'],
    });
    const appointment = await book(token, pro.id, '10:00');
    const removed = await v1(token, 'DELETE', `/api/v1/webhooks/${created.json().id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    await deliverDue(deps, Date.now());
    expect(receiver.received.filter((hook) => hook.path === '/removida')).toEqual([]);
    const rows = (await logsOf(t.db, appointment.id)).filter((row) =>
      row.url?.endsWith('/removida'),
    );
    expect(rows.length).toBeGreaterThanOrEqual(3); // the event and two reminders
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'cancelled',
        error: deliveryMessages.subscriptionRemoved,
      });
    }
    expect((await v1(token, 'GET', '/api/v1/webhooks')).json()).toEqual([]);
    const again = await v1(token, 'DELETE', `/api/v1/webhooks/${created.json().id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(apiV1Messages.webhookNotFound);
  });

  it("never shows, delivers to or removes another organization's subscription", async () => {
    const mine = await apiOrganization(t);
    const other = await apiOrganization(t);
    const created = await subscribe(mine.token, {
      url: receiver.url('/so-minha'),
      events: ['appointment.created'],
    });
    expect((await v1(other.token, 'GET', '/api/v1/webhooks')).json()).toEqual([]);
    const refused = await v1(other.token, 'DELETE', `/api/v1/webhooks/${created.json().id}`);
    expect(refused.statusCode).toBe(404);
    await book(other.token, other.pro.id);
    await deliverDue(deps, Date.now());
    expect(receiver.received.filter((hook) => hook.path === '/so-minha')).toEqual([]);
    expect((await v1(mine.token, 'GET', '/api/v1/webhooks')).json()).toHaveLength(1);
  });
});
