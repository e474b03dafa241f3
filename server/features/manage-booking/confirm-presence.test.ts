import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '@core/constants.ts';
import { appointmentsMessages, manageBookingMessages } from '@core/messages.ts';
import { appointments, auditLog, webhookLogs } from '../../db/schema.ts';
import { manageTokenOf } from '@tests/helpers/manage-booking.ts';
import { headerOf, textsOfType } from '@tests/helpers/mime.ts';
import { deliverDue, fastRetryConfig, logsOf } from '@tests/helpers/outbox.ts';
import { caller } from '@tests/helpers/requests.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { startSmtpReceiver } from '@tests/helpers/smtp-receiver.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { startWhatsappEmulator } from '@tests/helpers/whatsapp-emulator.ts';
import { EMULATED_TEMPLATES, whatsappOffice } from '@tests/helpers/whatsapp-office.ts';
import { createEmailSender } from '../email/email-sender.ts';
import type { StoredPayload } from '../outbox/notification-payload.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let whatsapp: Awaited<ReturnType<typeof startWhatsappEmulator>>;
beforeAll(async () => {
  [smtp, whatsapp] = await Promise.all([
    startSmtpReceiver(),
    startWhatsappEmulator({ templates: EMULATED_TEMPLATES }),
  ]);
  // Many public writes from one address in a minute: the race's rounds are not throttled.
  t = await createTestApp({
    ...fastRetryConfig,
    WHATSAPP_API_URL: whatsapp.apiUrl,
    PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: 1000,
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([smtp?.close(), whatsapp?.close()]);
});
const call = caller(() => t);

const confirm = (token: string) => call('POST', `/api/booking/manage/${token}/confirm`);
const cancel = (token: string) => call('POST', `/api/booking/manage/${token}/cancel`);

/** A bookable professional whose webhook hears every event (their e-mails stay on). */
async function office() {
  const setup = await bookableProfessional(t);
  const saved = await call('POST', '/api/notification-settings', setup.pro.token, {
    webhookNotificationsEnabled: true,
    webhookUrl: 'http://127.0.0.1:9/agendei',
    webhookEvents: [...WEBHOOK_EVENTS],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return setup;
}

/** The client's public booking of `pro`, `days` ahead at `time`, with its private link. */
async function booked(proId: string, days = 3, time = '10:00', clientEmail = 'maria@example.com') {
  const response = await call(
    'POST',
    '/api/appointments/public',
    undefined,
    publicBooking(proId, at(dateAhead(days), time), { clientName: 'Maria Silva', clientEmail }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const appointment = response.json() as { id: string; startTime: string };
  return { ...appointment, token: await manageTokenOf(t, appointment.id) };
}

/** The planned reminder rows of an appointment: channel, recipient, minutes and the flag. */
async function plannedReminders(appointmentId: string) {
  const rows = await logsOf(t.db, appointmentId, 'appointment.reminder');
  return rows
    .filter((row) => row.status === 'scheduled' && row.channel !== 'webhook')
    .map((row) => ({
      channel: row.channel,
      to: row.subscriber,
      minutes: row.reminderMinutes,
      ask: (row.payload as StoredPayload).askConfirmation ?? false,
    }))
    .sort(
      (a, b) =>
        a.channel.localeCompare(b.channel) ||
        a.to.localeCompare(b.to) ||
        (b.minutes ?? 0) - (a.minutes ?? 0),
    );
}

const emailRow = (to: string, minutes: number, ask = false) => ({
  channel: 'email',
  to,
  minutes,
  ask,
});

describe("planning the 'Confirmar presença' reminder (decision 087)", () => {
  it("asks by default in the client's 24 h reminder: one row of that time, the professional's without", async () => {
    const { pro } = await office();
    const settings = await call('GET', '/api/notification-settings', pro.token);
    expect(settings.json()).toMatchObject({
      notificationTimes: [60, 1440],
      confirmationMinutes: 1440,
    });
    const { id } = await booked(pro.id);
    expect(await plannedReminders(id)).toEqual([
      emailRow('client', 1440, true),
      emailRow('client', 60),
      emailRow('professional', 1440),
      emailRow('professional', 60),
    ]);
  });

  it('re-plans future reminders when the setting changes: its own client row, then none when off', async () => {
    const { pro } = await office();
    const { id } = await booked(pro.id);
    const twoHours = await call('POST', '/api/notification-settings', pro.token, {
      confirmationMinutes: 120,
    });
    expect(twoHours.statusCode, twoHours.body).toBe(200);
    expect(twoHours.json().confirmationMinutes).toBe(120);
    expect(await plannedReminders(id)).toEqual([
      emailRow('client', 1440),
      emailRow('client', 120, true),
      emailRow('client', 60),
      emailRow('professional', 1440),
      emailRow('professional', 60),
    ]);

    const off = await call('POST', '/api/notification-settings', pro.token, {
      confirmationMinutes: null,
    });
    expect(off.json().confirmationMinutes).toBeNull();
    const rows = await plannedReminders(id);
    expect(rows.map((row) => row.minutes).sort()).toEqual([1440, 1440, 60, 60]);
    expect(rows.some((row) => row.ask)).toBe(false);
  });

  it('refuses a confirmation time that is not whole minutes ahead, in pt-BR, saving nothing', async () => {
    const { pro } = await office();
    for (const confirmationMinutes of [0, -60, 1.5, 'amanhã', 100_000]) {
      const response = await call('POST', '/api/notification-settings', pro.token, {
        confirmationMinutes,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/lembrete/i);
    }
    const settings = await call('GET', '/api/notification-settings', pro.token);
    expect(settings.json().confirmationMinutes).toBe(1440);
  });

  it("plans the client's WhatsApp reminder asking to confirm; a confirmed appointment is not asked", async () => {
    const { pro } = await whatsappOffice(t);
    const create = (days: number) =>
      call('POST', '/api/appointments', pro.token, {
        clientName: 'Ana Costa',
        clientEmail: 'ana@example.com',
        clientPhone: '(11) 98765-4321',
        startTime: new Date(Date.now() + days * 86_400_000).toISOString(),
      });
    const first = (await create(3)).json() as { id: string };
    const whatsappRows = async (id: string) =>
      (await plannedReminders(id)).filter((row) => row.channel === 'whatsapp');
    expect(await whatsappRows(first.id)).toEqual([
      { channel: 'whatsapp', to: 'client', minutes: 1440, ask: true },
      { channel: 'whatsapp', to: 'client', minutes: 60, ask: false },
    ]);
    // Booked 10 hours ahead, after its confirmation time: asked right away (decision 092).
    const late = (await create(10 / 24)).json() as { id: string };
    expect(await whatsappRows(late.id)).toEqual([
      { channel: 'whatsapp', to: 'client', minutes: 1440, ask: true },
      { channel: 'whatsapp', to: 'client', minutes: 60, ask: false },
    ]);
    // Confirmed before the reminders are planned again: no row asks it any more.
    const status = await call('POST', `/api/appointments/${first.id}/status`, pro.token, {
      status: 'confirmed',
    });
    expect(status.statusCode).toBe(200);
    await call('POST', '/api/notification-settings', pro.token, { confirmationMinutes: 2880 });
    expect(await whatsappRows(first.id)).toEqual([
      { channel: 'whatsapp', to: 'client', minutes: 1440, ask: false },
      { channel: 'whatsapp', to: 'client', minutes: 60, ask: false },
    ]);
  });
});

describe('POST /api/booking/manage/:token/confirm', () => {
  it("confirms: status 'confirmed', audited as public, the webhook event; twice answers the same", async () => {
    const { pro } = await office();
    const { id, token, startTime } = await booked(pro.id);
    const response = await confirm(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'scheduled',
      appointmentStatus: 'confirmed',
      startTime,
      clientName: 'Maria Silva',
    });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Date) });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
    expect(audits).toEqual([
      expect.objectContaining({
        actorKind: 'public',
        actorUserId: null,
        before: { status: 'scheduled' },
        after: { status: 'confirmed' },
      }),
    ]);
    const hooks = await logsOf(t.db, id, 'appointment.confirmed');
    expect(hooks.map((hook) => hook.channel)).toEqual(['webhook']);
    expect(hooks[0]!.payload).toMatchObject({
      event: 'appointment.confirmed',
      data: { appointmentId: id, status: 'confirmed' },
    });

    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
    expect(await logsOf(t.db, id, 'appointment.confirmed')).toHaveLength(1);
    // The private page says it is confirmed.
    const page = await call('GET', `/api/booking/manage/${token}`);
    expect(page.json().appointmentStatus).toBe('confirmed');
  });

  it.each([
    ['an unknown token', 'f'.repeat(64), 404],
    ['a malformed token', 'nao-existe', 404],
    ['a NUL byte', '%00', 400],
    ['a NUL inside a token', `${'a'.repeat(32)}%00${'a'.repeat(31)}`, 400],
    ['an over-long token', 'a'.repeat(300), 404],
    ['encoded garbage', '%F0%9F%92%A9%27%22%3C', 404],
  ])('answers %s with a pt-BR 4xx, never a 500', async (_case, token, status) => {
    const response = await confirm(token);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(/[ãçéáó]/);
    // A token the router takes at all opens nothing; a longer one is no route at all.
    if (status === 404 && token.length <= 200) {
      expect(response.json().message).toBe(appointmentsMessages.notFound);
    }
  });

  it('refuses a cancelled appointment and one that has started (409, pt-BR), changing nothing', async () => {
    const { pro } = await office();
    const gone = await booked(pro.id, 3, '09:00');
    expect((await cancel(gone.token)).statusCode).toBe(204);
    const refused = await confirm(gone.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(manageBookingMessages.alreadyCancelled);

    const started = await booked(pro.id, 3, '11:00');
    const start = new Date(Date.now() - 10 * 60_000);
    await t.db
      .update(appointments)
      .set({ startTime: start, endTime: new Date(start.getTime() + 3_600_000) })
      .where(eq(appointments.id, started.id));
    const late = await confirm(started.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(manageBookingMessages.alreadyStarted);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, started.id));
    expect(row!.status).toBe('scheduled');
  });

  it('a confirmation racing a cancellation ends consistent in every round: never a 500, never confirmed once cancelled', async () => {
    const { pro } = await office();
    const outcomes = new Set<string>();
    for (let round = 0; round < 12; round++) {
      const { id, token } = await booked(
        pro.id,
        2 + Math.floor(round / 3),
        `${9 + (round % 3)}:00`.padStart(5, '0'),
      );
      // Either request is sent first in turn: each order of arrival is tried.
      const [confirmed, cancelled] =
        round % 2
          ? await Promise.all([confirm(token), cancel(token)])
          : await Promise.all([cancel(token), confirm(token)]).then(([c, f]) => [f, c] as const);
      expect(cancelled.statusCode, cancelled.body).toBe(204);
      expect([200, 409], confirmed.body).toContain(confirmed.statusCode);
      if (confirmed.statusCode === 409) {
        expect(confirmed.json().message).toBe(manageBookingMessages.alreadyCancelled);
      }
      outcomes.add(String(confirmed.statusCode));
      // The appointment is gone, whatever came first; the link says it was cancelled.
      expect(await t.db.select().from(appointments).where(eq(appointments.id, id))).toEqual([]);
      expect((await confirm(token)).statusCode).toBe(409);
      const page = await call('GET', `/api/booking/manage/${token}`);
      expect(page.json().status).toBe('cancelled');
      // The booking, one deletion in the audit, and a confirmation only when it was answered 200 (the
      // entries' times are their transactions' starts, so they do not tell the order).
      const audits = await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, id));
      const actions = audits.map((audit) => audit.action).sort();
      const after = confirmed.statusCode === 200 ? ['delete', 'update'] : ['delete'];
      expect(actions).toEqual(['create', ...after]);
      // Its rows outlive it by their payload (their appointment id is cleared with it).
      const confirmedRows = await t.db
        .select({ id: webhookLogs.id })
        .from(webhookLogs)
        .where(
          sql`${webhookLogs.payload}->'data'->>'appointmentId' = ${id} and ${webhookLogs.eventType} = 'appointment.confirmed'`,
        );
      expect(confirmedRows).toHaveLength(confirmed.statusCode === 200 ? 1 : 0);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe("the 'Confirmar presença' e-mail", () => {
  const sender = () =>
    createEmailSender({
      db: t.db,
      config: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://agenda.souza.adv.br', PORT: 5000 },
    });
  const base = 'https://agenda.souza.adv.br/agendamento';

  it('carries the one-click links, in HTML and plain text; once confirmed it is an ordinary reminder', async () => {
    const { pro } = await office();
    const asked = await booked(pro.id, 3, '09:00', 'carla@example.com');
    const confirmedFirst = await booked(pro.id, 3, '10:00', 'davi@example.com');
    expect((await confirm(confirmedFirst.token)).statusCode).toBe(200);

    const email = sender();
    const before = smtp.messages.length;
    // Both 24 h reminders are due (the second an hour after the first).
    const dayBefore = Date.parse(confirmedFirst.startTime) - 1440 * 60_000 + 1000;
    await deliverDue({ db: t.db, config: fastRetryConfig, sendEmail: email.send }, dayBefore);
    await email.close();
    // Two bookings' e-mails (client, professional), then the four 24 h reminders.
    const mails = (await smtp.waitFor(before + 8)).slice(before);
    const reminderTo = (address: string) =>
      mails.find(
        (mail) =>
          mail.to.includes(address) && !/^Agendamento/.test(headerOf(mail.raw, 'subject') ?? ''),
      )!;

    const toCarla = reminderTo('carla@example.com');
    expect(headerOf(toCarla.raw, 'subject')).toMatch(
      /^Confirme sua presença: sua consulta com Bruno Lima /,
    );
    const text = textsOfType(toCarla.raw, 'text/plain')[0]!.replaceAll('\r\n', '\n');
    const html = textsOfType(toCarla.raw, 'text/html')[0]!;
    expect(text).toContain(`Confirmar presença: ${base}/${asked.token}/confirmar`);
    expect(text).toContain(`Cancelar: ${base}/${asked.token}\n`);
    expect(text).toContain(`Remarcar: ${base}/${asked.token}\n`);
    expect(html).toContain(`href="${base}/${asked.token}/confirmar"`);
    expect(html).toContain('>Confirmar presença</a>');
    expect(html).toContain(`href="${base}/${asked.token}"`);

    const toDavi = reminderTo('davi@example.com');
    expect(headerOf(toDavi.raw, 'subject')).toMatch(/^Lembrete: sua consulta com Bruno Lima/);
    const daviText = textsOfType(toDavi.raw, 'text/plain')[0]!;
    expect(daviText).not.toContain('/confirmar');
    expect(daviText).not.toContain('Confirmar presença');
    expect(daviText).toContain(`${base}/${confirmedFirst.token}`);

    // The professional's own 24 h reminder never asks anything.
    const toPro = mails.filter((mail) => mail.to.includes(pro.email));
    expect(
      toPro.every((mail) => !textsOfType(mail.raw, 'text/plain')[0]!.includes('/confirmar')),
    ).toBe(true);
  });

  it("asks right away for a booking made after its time, when it is at least 2 h ahead, and says nothing of '1 dia antes'", async () => {
    const { pro } = await office();
    const now = Date.now();
    const book = async (minutesAhead: number, clientEmail: string) => {
      const response = await call('POST', '/api/appointments', pro.token, {
        clientName: 'Elisa Prado',
        clientEmail,
        startTime: new Date(now + minutesAhead * 60_000).toISOString(),
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: string }).id;
    };
    const tenHours = await book(600, 'elisa@example.com');
    const ninetyMinutes = await book(90, 'fabio@example.com');
    // The 24 h request is planned now, for the client only; the 24 h reminders are past and dropped.
    expect(await plannedReminders(tenHours)).toEqual([
      emailRow('client', 1440, true),
      emailRow('client', 60),
      emailRow('professional', 60),
    ]);
    const [late] = (await logsOf(t.db, tenHours, 'appointment.reminder')).filter(
      (row) => row.reminderMinutes === 1440,
    );
    expect(late!.scheduledFor.getTime()).toBeLessThanOrEqual(Date.now());
    expect(late!.scheduledFor.getTime()).toBeGreaterThanOrEqual(now);
    // Closer than 2 h, the office calls: no request.
    expect(await plannedReminders(ninetyMinutes)).toEqual([
      emailRow('client', 60),
      emailRow('professional', 60),
    ]);

    const email = sender();
    const before = smtp.messages.length;
    await deliverDue({ db: t.db, config: fastRetryConfig, sendEmail: email.send }, Date.now());
    await email.close();
    // Two bookings' e-mails (client, professional), then the one request.
    const mails = (await smtp.waitFor(before + 5)).slice(before);
    const asked = mails.filter((mail) => /^Confirme/.test(headerOf(mail.raw, 'subject') ?? ''));
    expect(asked.map((mail) => mail.to)).toEqual([['elisa@example.com']]);
    const text = textsOfType(asked[0]!.raw, 'text/plain')[0]!;
    const token = await manageTokenOf(t, tenHours);
    expect(text).toContain(`Confirmar presença: ${base}/${token}/confirmar`);
    expect(text).toMatch(/hoje às|amanhã às/);
    expect(text).not.toMatch(/enviado .* antes/);
  });
});
