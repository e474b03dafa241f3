import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema.ts';
import { attachmentOf, headerOf, textsOfType } from '@tests/helpers/mime.ts';
import { deliverDue, fastRetryConfig } from '@tests/helpers/outbox.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { startSmtpReceiver } from '@tests/helpers/smtp-receiver.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { formatDateTimeIn } from '@core/scheduling/format-instant.ts';
import { createEmailSender } from './email-sender.ts';
import { listOutboxEmails } from './email-outbox.repository.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  [t, smtp] = await Promise.all([createTestApp(), startSmtpReceiver()]);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

async function bookOne(clientEmail: string) {
  const setup = await bookableProfessional(t);
  const date = dateAhead(3);
  const start = at(date, '10:00');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(setup.pro.id, start, { clientName: 'Maria Silva', clientEmail }),
  });
  expect(response.statusCode).toBe(201);
  return { ...setup, start, appointmentId: response.json().id as string };
}

const startOf = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).startDate.toJSDate();
};

describe('createEmailSender', () => {
  it('sends the confirmation to the client and the professional through a real SMTP server', async () => {
    const sender = createEmailSender({
      db: t.db,
      config: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://agenda.souza.adv.br', PORT: 5000 },
    });
    const { pro, start, appointmentId } = await bookOne('maria@example.com');
    await deliverDue({ db: t.db, config: fastRetryConfig, sendEmail: sender.send }, Date.now());
    const mails = await smtp.waitFor(2);
    await sender.close();

    const when = formatDateTimeIn(start, 'America/Sao_Paulo');
    const toClient = mails.find((mail) => mail.to.includes('maria@example.com'))!;
    const toPro = mails.find((mail) => mail.to.includes(pro.email))!;
    expect(headerOf(toClient.raw, 'subject')).toBe(
      `Agendamento confirmado: ${when} com Bruno Lima`,
    );
    expect(headerOf(toPro.raw, 'subject')).toBe(`Novo agendamento: Maria Silva, ${when}`);
    expect(headerOf(toClient.raw, 'from')).toContain('<nao-responda@agenda.souza.adv.br>');
    expect(headerOf(toClient.raw, 'reply-to')).toContain(pro.email);

    for (const mail of [toClient, toPro]) {
      const ics = attachmentOf(mail.raw, 'convite.ics');
      expect(ics, 'an .ics attachment').toBeDefined();
      expect(mail.raw.match(/filename=convite\.ics/g), 'one .ics file').toHaveLength(1);
      expect(startOf(ics!).toISOString()).toBe(start);
    }
    const [row] = await t.db
      .select({ token: appointments.manageToken })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    const link = `https://agenda.souza.adv.br/agendamento/${row!.token}`;
    expect(textsOfType(toClient.raw, 'text/plain')[0]).toContain(link);
    expect(textsOfType(toPro.raw, 'text/plain')[0]).not.toContain(row!.token);

    const recorded = await listOutboxEmails(t.db, pro.organizationId);
    expect(recorded.map((email) => email.status)).toEqual(['sent', 'sent']);
  });

  it('keeps the e-mails in email_outbox and logs one masked line without SMTP_URL', async () => {
    const lines: Array<{ obj: object; msg?: string }> = [];
    const sender = createEmailSender({
      db: t.db,
      config: { SMTP_URL: undefined, PUBLIC_URL: undefined, PORT: 5000 },
      log: { info: (obj, msg) => lines.push({ obj, msg }) },
    });
    const before = smtp.messages.length;
    const { pro } = await bookOne('joana@example.com');
    await deliverDue({ db: t.db, config: fastRetryConfig, sendEmail: sender.send }, Date.now());

    const stored = await listOutboxEmails(t.db, pro.organizationId);
    expect(stored).toHaveLength(2);
    expect(stored.every((email) => email.status === 'stored')).toBe(true);
    const toClient = stored.find((email) => email.toAddress === 'joana@example.com')!;
    expect(toClient.subject).toMatch(/^Agendamento confirmado: /);
    expect(toClient.textBody).toMatch(/http:\/\/localhost:5000\/agendamento\/[0-9a-f]{64}/);
    expect(toClient.icsAttachment).toContain('BEGIN:VCALENDAR');
    expect(lines).toContainEqual({
      obj: { to: 'j***@example.com', subject: toClient.subject },
      msg: expect.any(String),
    });
    expect(smtp.messages.length).toBe(before);
  });

  it('does not send a row twice when the worker retries it after it was recorded', async () => {
    const sender = createEmailSender({
      db: t.db,
      config: { SMTP_URL: smtp.url, PUBLIC_URL: undefined, PORT: 5000 },
    });
    const { pro } = await bookOne('rita@example.com');
    const before = smtp.messages.length;
    await deliverDue({ db: t.db, config: fastRetryConfig, sendEmail: sender.send }, Date.now());
    const [email] = (await listOutboxEmails(t.db, pro.organizationId)).filter(
      (e) => e.toAddress === 'rita@example.com',
    );
    const row = await t.db.query.webhookLogs.findFirst({
      where: (log, { eq: is }) => is(log.id, email!.logId!),
    });
    await sender.send(row!);
    await sender.close();
    expect(smtp.messages.length - before).toBe(2);
  });
});
