import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyMessages } from '@core/messages-privacy.ts';
import { WEBHOOK_EVENTS } from '@core/constants.ts';
import {
  MARIANA,
  fieldsOf,
  must,
  needlesOf,
  office,
  startEchoReceiver,
} from '@tests/helpers/client-history.ts';
import { deliverDue } from '@tests/helpers/outbox.ts';
import { findAnywhere } from '@tests/helpers/personal-data-scan.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { startSmtpReceiver } from '@tests/helpers/smtp-receiver.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { testConfig } from '../../config.ts';
import { webhookLogs } from '../../db/schema.ts';
import { createEmailSender } from '../email/email-sender.ts';

// A database of its own: the scan reads every table.
let t: TestApp;
let openGate!: () => void;
const gate = new Promise<void>((resolve) => (openGate = resolve));
let receiver: Awaited<ReturnType<typeof startEchoReceiver>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: true });
  // Both peers hold what they get until the gate opens: the deliveries stay in flight.
  receiver = await startEchoReceiver({ hold: gate });
  smtp = await startSmtpReceiver(0, { hold: gate });
});
afterAll(async () => {
  openGate();
  await receiver.close();
  await smtp.close();
  await t.close();
});

const rowsOf = (appointmentId: string) =>
  t.db
    .select()
    .from(webhookLogs)
    .where(and(eq(webhookLogs.appointmentId, appointmentId), eq(webhookLogs.status, 'pending')));

describe('erasing a client while their notifications are being delivered', () => {
  it('keeps nothing the deliveries bring back, and the webhook goes again anonymized', async () => {
    const { admin, pro } = await office(t);
    await must(t, 'POST', '/api/notification-settings', pro.token, {
      webhookNotificationsEnabled: true,
      webhookUrl: receiver.url,
      webhookEvents: [...WEBHOOK_EVENTS],
      emailNotificationsEnabled: true,
    });
    const booked = await must(t, 'POST', '/api/appointments', pro.token, {
      ...fieldsOf(MARIANA),
      startTime: at(dateAhead(4), '10:00'),
    });
    const due = await rowsOf(booked.id);
    const emails = due.filter((row) => row.channel === 'email');
    expect(due.map((row) => row.channel).sort()).toEqual(['email', 'email', 'webhook']);

    const config = testConfig({ WEBHOOK_ALLOW_PRIVATE: true, SMTP_URL: smtp.url });
    const sender = createEmailSender({ db: t.db, config });
    const delivering = deliverDue({ db: t.db, config, sendEmail: sender.send }, Date.now());
    // Every delivery has reached its peer, which has not answered yet.
    await smtp.waitFor(emails.length);
    await expect.poll(() => receiver.received.length).toBe(1);
    expect(receiver.received[0]).toContain(MARIANA.clientName);

    await must(t, 'POST', '/api/privacy/clients/erase', admin.token, {
      email: MARIANA.clientEmail,
    });
    openGate();
    await delivering;
    await sender.close();

    expect(await findAnywhere(t.db, needlesOf(MARIANA))).toEqual([]);
    const rows = await t.db
      .select()
      .from(webhookLogs)
      .where(eq(webhookLogs.appointmentId, booked.id));
    const created = (channel: string, subscriber: string) =>
      rows.find(
        (row) =>
          row.eventType === 'appointment.created' &&
          row.channel === channel &&
          row.subscriber === subscriber,
      );
    // The client's e-mail was on its way: it is cancelled, its result and copy are not kept.
    expect(created('email', 'client')).toMatchObject({
      status: 'cancelled',
      error: privacyMessages.cancelledByErasure,
    });
    // The webhook's answer echoed the client: it is dropped, and the event goes out again.
    expect(created('webhook', 'user')).toMatchObject({ status: 'success', attempts: 2 });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]).toContain('Cliente anonimizado');
    expect(created('email', 'professional')?.status).toBe('success');
  });
});
