import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '@tests/helpers/factories.ts';
import { deliverDue, fastRetryConfig, subscribedProfessional } from '@tests/helpers/outbox.ts';
import { v1Document } from '@tests/helpers/openapi-document.ts';
import { schemaCheck } from '@tests/helpers/openapi-schema-check.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { type WebhookReceiver, startWebhookReceiver } from '@tests/helpers/webhook-receiver.ts';

let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp(fastRetryConfig);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const deliver = () =>
  deliverDue({ db: t.db, config: fastRetryConfig, sendEmail: async () => undefined }, Date.now());

describe('a webhook payload', () => {
  it('says whose agenda and which zone, and a move says where it was before', async () => {
    const pro = await subscribedProfessional(t, receiver.url('/payload'));
    const zone = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(pro.token),
      payload: { timezone: 'America/Manaus' },
    });
    expect(zone.statusCode, zone.body).toBe(200);
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(14, 0, 0, 0);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(pro.token),
      payload: {
        clientName: 'Maria Oliveira',
        clientEmail: 'maria@example.com',
        startTime: start.toISOString(),
        duration: 60,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, startTime, endTime } = created.json();
    const later = new Date(start.getTime() + 2 * 3_600_000);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${id}`,
      headers: bearer(pro.token),
      payload: { startTime: later.toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${id}`,
      headers: bearer(pro.token),
      payload: { clientName: 'Maria O. Souza' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await deliver();

    const bodies = receiver.received.map((hook) => hook.json);
    const ours = bodies.filter((body) => body.data.appointmentId === id);
    const create = ours.find((body) => body.event === 'appointment.created');
    // Deliveries run side by side: the two updates are told apart by what they carry.
    const updates = ours.filter((body) => body.event === 'appointment.updated');
    expect(updates).toHaveLength(2);
    const move = updates.find((body) => body.data.clientName === 'Maria Oliveira');
    const rename = updates.find((body) => body.data.clientName === 'Maria O. Souza');
    expect(create).toMatchObject({
      event: 'appointment.created',
      data: { professionalId: pro.id, timeZone: 'America/Manaus', startTime, endTime },
    });
    expect(create!.data).not.toHaveProperty('previousStartTime');
    expect(move).toMatchObject({
      event: 'appointment.updated',
      data: {
        professionalId: pro.id,
        timeZone: 'America/Manaus',
        startTime: later.toISOString(),
        previousStartTime: startTime,
        previousEndTime: endTime,
      },
    });
    // A change that did not move it has no previous times to tell.
    expect(rename).toMatchObject({ event: 'appointment.updated' });
    expect(rename!.data).not.toHaveProperty('previousStartTime');

    // Every body is what the REST v1 document says a webhook POSTs.
    const { inline } = await v1Document(t);
    const payload = inline.components.schemas.WebhookPayload;
    const check = schemaCheck();
    for (const body of ours) expect(check(payload, body), check.errorsOf(payload, body)).toBe(true);
  });
});
