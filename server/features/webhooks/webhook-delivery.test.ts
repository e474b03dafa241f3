import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '@tests/helpers/requests.ts';
import { bearer } from '@tests/helpers/factories.ts';
import {
  deliverDue,
  fastRetryConfig,
  logsOf,
  subscribedProfessional as subscribe,
} from '@tests/helpers/outbox.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { startWebhookReceiver } from '@tests/helpers/webhook-receiver.ts';
import { webhookLogs } from '../../db/schema.ts';
import type { DeliveryDeps } from '../outbox/delivery-deps.ts';
import { verifyWebhookSignature } from '../outbox/channels/webhook/webhook-signature.ts';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let deps: DeliveryDeps;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp(fastRetryConfig);
  receiver = await startWebhookReceiver();
  deps = { db: t.db, config: fastRetryConfig, sendEmail: async () => undefined };
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const subscribedProfessional = (path: string, extra: Record<string, unknown> = {}) =>
  subscribe(t, receiver.url(path), extra);

async function book(token: string, startMs: number, minutes = 60) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: bearer(token),
    payload: {
      clientName: 'Maria Oliveira',
      clientEmail: 'maria@example.com',
      clientPhone: '(11) 91234-5678',
      notes: 'Contrato de aluguel',
      startTime: new Date(startMs).toISOString(),
      duration: minutes,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; startTime: string };
}

const hooksTo = (path: string) => receiver.received.filter((hook) => hook.path === path);

describe('webhook delivery', () => {
  it('posts a signed appointment.created with the SPEC payload and a unique event id', async () => {
    const pro = await subscribedProfessional('/created');
    const start = Date.now() + 3 * 24 * HOUR;
    const appointment = await book(pro.token, start);
    await deliverDue(deps, Date.now());

    const [hook] = hooksTo('/created');
    expect(hook).toBeDefined();
    expect(hook!.json.event).toBe('appointment.created');
    expect(hook!.json.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(hook!.headers['x-agendei-event-id']).toBe(hook!.json.id);
    expect(hook!.json.data).toMatchObject({
      appointmentId: appointment.id,
      clientName: 'Maria Oliveira',
      clientEmail: 'maria@example.com',
      clientPhone: '+55(11) 91234-5678',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + HOUR).toISOString(),
      notes: 'Contrato de aluguel',
      professionalName: pro.name,
      meetLink: null,
      googleEventId: null,
    });
    const signature = String(hook!.headers['x-agendei-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(pro.secret, hook!.body, signature)).toBe(true);
    expect(verifyWebhookSignature('whsec_wrong', hook!.body, signature)).toBe(false);

    const [row] = await logsOf(t.db, appointment.id, 'appointment.created');
    expect(row).toMatchObject({ status: 'success', httpStatus: 200, responseExcerpt: 'ok' });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.processedAt).toBeInstanceOf(Date);
  });

  it('plans one reminder per future reminder time and sends each once, when due', async () => {
    const pro = await subscribedProfessional('/reminders', { notificationTimes: [60, 1440] });
    const start = Date.now() + 3 * HOUR; // the 1-day reminder is already past
    const appointment = await book(pro.token, start);
    const reminders = await logsOf(t.db, appointment.id, 'appointment.reminder');
    expect(reminders.map((row) => [row.reminderMinutes, row.status])).toEqual([[60, 'scheduled']]);
    expect(reminders[0]!.scheduledFor.getTime()).toBe(start - HOUR);

    await deliverDue(deps, Date.now());
    expect(hooksTo('/reminders').map((hook) => hook.json.event)).toEqual(['appointment.created']);
    // Two hours later (a server that was down meanwhile): the overdue reminder goes out, once.
    await deliverDue(deps, start - 50 * 60_000);
    await deliverDue(deps, start - 40 * 60_000);
    const sent = hooksTo('/reminders').filter((hook) => hook.json.event === 'appointment.reminder');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.json).toMatchObject({ reminderMinutes: 60, data: { reminderMinutes: 60 } });
    expect(sent[0]!.json.timestamp).toBe(new Date(start - HOUR).toISOString());
  });

  it('retries a 500 with backoff, then succeeds', async () => {
    const pro = await subscribedProfessional('/retry');
    receiver.setReplyFor((path) =>
      path === '/retry' && hooksTo('/retry').length === 1
        ? { status: 500, body: 'erro temporário' }
        : undefined,
    );
    const appointment = await book(pro.token, Date.now() + 5 * 24 * HOUR);
    const now = Date.now();
    await deliverDue(deps, now);
    let [row] = await logsOf(t.db, appointment.id, 'appointment.created');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, httpStatus: 500 });
    expect(row!.responseExcerpt).toBe('erro temporário');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now + 1000);
    await deliverDue(deps, now + 500); // not due yet
    expect(hooksTo('/retry')).toHaveLength(1);
    await deliverDue(deps, now + 5000);
    [row] = await logsOf(t.db, appointment.id, 'appointment.created');
    expect(row).toMatchObject({ status: 'success', attempts: 2, httpStatus: 200 });
    const ids = hooksTo('/retry').map((hook) => hook.json.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1); // the same event id: the receiver can de-duplicate
    receiver.setReplyFor(undefined);
  });

  it('marks a delivery failed after the attempt limit', async () => {
    const pro = await subscribedProfessional('/down');
    receiver.setReplyFor((path) => (path === '/down' ? { status: 503 } : undefined));
    const appointment = await book(pro.token, Date.now() + 6 * 24 * HOUR);
    const now = Date.now();
    for (const offset of [0, 60_000, 120_000, 180_000]) await deliverDue(deps, now + offset);
    const [row] = await logsOf(t.db, appointment.id, 'appointment.created');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, httpStatus: 503 });
    expect(row!.error).toContain('503');
    expect(hooksTo('/down')).toHaveLength(3);
    receiver.setReplyFor(undefined);
  });

  it('retries a receiver that does not answer in time', async () => {
    const pro = await subscribedProfessional('/slow');
    receiver.setReplyFor((path) => (path === '/slow' ? { delayMs: 3000 } : undefined));
    const appointment = await book(pro.token, Date.now() + 7 * 24 * HOUR);
    await deliverDue(deps, Date.now());
    const [row] = await logsOf(t.db, appointment.id, 'appointment.created');
    expect(row).toMatchObject({ status: 'pending', httpStatus: null });
    expect(row!.error).toContain('tempo esgotado');
    receiver.setReplyFor(undefined);
  });

  it('re-plans reminders on a move and clears them on cancel, sending one appointment.cancelled', async () => {
    const pro = await subscribedProfessional('/lifecycle');
    const start = Date.now() + 4 * 24 * HOUR;
    const appointment = await book(pro.token, start);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${appointment.id}`,
      headers: bearer(pro.token),
      payload: { startTime: new Date(start + 2 * HOUR).toISOString() },
    });
    expect(moved.statusCode).toBe(200);
    const planned = await logsOf(t.db, appointment.id, 'appointment.reminder');
    expect(planned.map((row) => row.scheduledFor.getTime()).sort()).toEqual([
      start + 2 * HOUR - 24 * HOUR,
      start + 2 * HOUR - HOUR,
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointments/${appointment.id}`,
      headers: bearer(pro.token),
    });
    expect(removed.statusCode).toBe(204);
    await deliverDue(deps, Date.now());
    const events = hooksTo('/lifecycle').map((hook) => hook.json.event);
    expect(events.sort()).toEqual([
      'appointment.cancelled',
      'appointment.created',
      'appointment.updated',
    ]);
    const cancelled = hooksTo('/lifecycle').find((h) => h.json.event === 'appointment.cancelled');
    expect(cancelled!.json.data.appointmentId).toBe(appointment.id);
    // Nothing of that appointment is left to send, even days later.
    await deliverDue(deps, start);
    expect(hooksTo('/lifecycle')).toHaveLength(3);
  });

  it('takes over a row whose worker died mid-delivery, once, with the same event id', async () => {
    const pro = await subscribedProfessional('/crash');
    const appointment = await book(pro.token, Date.now() + 8 * 24 * HOUR);
    const now = Date.now();
    const { claimDueRows } = await import('../outbox/outbox-claims.repository.ts');
    // Worker A claims the row and dies before writing any result.
    const claimed = await claimDueRows(t.db, {
      now: new Date(now),
      limit: 10,
      claimMs: 60_000,
    });
    expect(claimed.map((row) => row.appointmentId)).toContain(appointment.id);
    await deliverDue(deps, now + 1000); // still held by A: nobody else sends it
    expect(hooksTo('/crash')).toHaveLength(0);
    await deliverDue(deps, now + 61_000); // A's claim expired: B delivers it
    await deliverDue(deps, now + 130_000);
    expect(hooksTo('/crash')).toHaveLength(1);
    const [row] = await logsOf(t.db, appointment.id, 'appointment.created');
    expect(row).toMatchObject({ status: 'success', attempts: 2 });
  });

  it('writes nothing for an appointment that could not be saved', async () => {
    const pro = await subscribedProfessional('/refused');
    const before = await countRows(t.db, webhookLogs);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(pro.token),
      payload: { clientName: '', clientEmail: 'x', startTime: 'amanhã' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await countRows(t.db, webhookLogs)).toBe(before);
  });
});
