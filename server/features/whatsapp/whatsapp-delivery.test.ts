import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateIn } from '@core/scheduling/format-instant.ts';
import { DEFAULT_WHATSAPP_TEMPLATES } from '@core/schemas/whatsapp.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { deliverDue, fastRetryConfig, logsOf } from '@tests/helpers/outbox.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import {
  EMULATOR_PHONE_NUMBER_ID,
  startWhatsappEmulator,
} from '@tests/helpers/whatsapp-emulator.ts';
import {
  EMULATED_TEMPLATES,
  saveWhatsapp,
  whatsappOffice,
} from '@tests/helpers/whatsapp-office.ts';
import type { Config } from '../../config.ts';
import type { DeliveryDeps } from '../outbox/delivery-deps.ts';
import { createEmailSender } from '../email/email-sender.ts';
import { listOutboxEmails } from '../email/email-outbox.repository.ts';
import { manageLink, manageTokenOf } from '@tests/helpers/manage-booking.ts';
import { publicBooking } from '@tests/helpers/scheduling.ts';

let t: TestApp;
let emulator: Awaited<ReturnType<typeof startWhatsappEmulator>>;
let deps: DeliveryDeps;
const MINUTE = 60_000;

beforeAll(async () => {
  emulator = await startWhatsappEmulator({ templates: EMULATED_TEMPLATES });
  const config: Config = { ...fastRetryConfig, WHATSAPP_API_URL: emulator.apiUrl };
  t = await createTestApp(config);
  deps = { db: t.db, config, sendEmail: async () => undefined };
});
afterAll(async () => {
  await t?.close();
  await emulator?.close();
});

async function book(token: string, clientName: string, startTime: string, phone: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: bearer(token),
    payload: {
      clientName,
      clientEmail: 'cliente@example.com',
      clientPhone: phone,
      startTime,
      duration: 60,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

const whatsappRows = async (appointmentId: string, eventType?: string) =>
  (await logsOf(t.db, appointmentId, eventType)).filter((row) => row.channel === 'whatsapp');

/** What reached the emulator for one client (each test books its own). */
const messagesTo = (clientName: string) =>
  emulator.received.filter((message) => message.parameters[0] === clientName);

describe('WhatsApp notifications through the outbox', () => {
  it('sends the confirmation template with the client, date, time, professional and service', async () => {
    const { pro } = await whatsappOffice(t);
    const date = dateAhead(3);
    const appointment = await book(
      pro.token,
      'Maria Oliveira',
      at(date, '14:30'),
      '(11) 91234-5678',
    );

    const [row] = await whatsappRows(appointment.id, 'appointment.created');
    expect(row).toMatchObject({
      status: 'pending',
      subscriber: 'client',
      url: '+55(11) 91234-5678',
      userId: pro.id,
    });
    await deliverDue(deps, Date.now());

    const [message] = messagesTo('Maria Oliveira');
    expect(message).toMatchObject({
      phoneNumberId: EMULATOR_PHONE_NUMBER_ID,
      to: '5511912345678',
      template: 'agendamento_confirmado',
      language: 'pt_BR',
      parameters: [
        'Maria Oliveira',
        formatDateIn(at(date, '14:30'), 'America/Sao_Paulo'),
        '14:30',
        'Bruno Lima',
        'Atendimento',
      ],
    });
    const [sent] = await whatsappRows(appointment.id, 'appointment.created');
    expect(sent).toMatchObject({ status: 'success', attempts: 1, httpStatus: 200 });
    expect(sent!.responseExcerpt).toBe(message!.id);
  });

  it('writes the time in the professional’s zone and uses the saved templates and language', async () => {
    const { admin, pro } = await whatsappOffice(t, {
      templates: {
        created: 'confirmacao_escritorio',
        rescheduled: 'agendamento_alterado',
        cancelled: 'agendamento_cancelado',
        reminder: 'lembrete_agendamento',
      },
      language: 'en_US',
    });
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(pro.token),
      payload: { timezone: 'America/Manaus' },
    });
    expect(profile.statusCode).toBe(200);
    emulator.received.length = 0;
    const date = dateAhead(4);
    const start = at(date, '09:15', 'America/Manaus');
    await book(pro.token, 'Carlos Manaus', start, '+55 92 99123-4567');
    await deliverDue(deps, Date.now());
    // 'confirmacao_escritorio' is not approved in the emulator: Meta's 404 fails the row.
    expect(messagesTo('Carlos Manaus')).toEqual([]);

    await saveWhatsapp(t, admin.token, {
      enabled: true,
      templates: { ...DEFAULT_WHATSAPP_TEMPLATES, created: 'agendamento_confirmado' },
    });
    await book(
      pro.token,
      'Carlos Manaus',
      at(dateAhead(5), '09:15', 'America/Manaus'),
      '92991234567',
    );
    await deliverDue(deps, Date.now());
    const [message] = messagesTo('Carlos Manaus');
    expect(message).toMatchObject({
      to: '5592991234567',
      template: 'agendamento_confirmado',
      language: 'en_US',
    });
    expect(message!.parameters.slice(1, 3)).toEqual([
      formatDateIn(at(dateAhead(5), '09:15', 'America/Manaus'), 'America/Manaus'),
      '09:15',
    ]);
  });

  it('retries a 500 from the API and then succeeds, with two attempts', async () => {
    const { pro } = await whatsappOffice(t);
    await deliverDue(deps, Date.now());
    const appointment = await book(
      pro.token,
      'Joana Retry',
      at(dateAhead(6), '10:00'),
      '11987650000',
    );
    const requestsBefore = emulator.requests();
    emulator.failNext(500);
    const now = Date.now();
    await deliverDue(deps, now);
    let [row] = await whatsappRows(appointment.id, 'appointment.created');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, httpStatus: 500 });
    expect(row!.error).toBe('a API do WhatsApp respondeu HTTP 500');
    expect(row!.responseExcerpt).toContain('131000');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(now);
    expect(messagesTo('Joana Retry')).toEqual([]);

    await deliverDue(deps, now + fastRetryConfig.WEBHOOK_RETRY_BASE_MS);
    [row] = await whatsappRows(appointment.id, 'appointment.created');
    expect(row).toMatchObject({ status: 'success', attempts: 2, httpStatus: 200, error: null });
    expect(messagesTo('Joana Retry')).toHaveLength(1);
    expect(emulator.requests() - requestsBefore).toBe(2);
  });

  it('fails at once on a 4xx, keeping Meta’s reason, and sends again after the fix', async () => {
    const { admin, pro } = await whatsappOffice(t, {
      templates: { ...DEFAULT_WHATSAPP_TEMPLATES, created: 'modelo_que_nao_existe' },
    });
    const appointment = await book(
      pro.token,
      'Paulo Falha',
      at(dateAhead(7), '11:00'),
      '11987651111',
    );
    await deliverDue(deps, Date.now());
    const [row] = await whatsappRows(appointment.id, 'appointment.created');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, httpStatus: 404 });
    expect(row!.error).toBe(
      'o WhatsApp recusou a mensagem (HTTP 404): (#132001) Template name does not exist in the translation',
    );
    expect(row!.responseExcerpt).toContain('modelo_que_nao_existe');

    // The admin fixes the template name and sends the failed row again from the history.
    await saveWhatsapp(t, admin.token, { enabled: true, templates: DEFAULT_WHATSAPP_TEMPLATES });
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/webhook-logs/${row!.id}/process`,
      headers: bearer(pro.token),
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const [again] = await whatsappRows(appointment.id, 'appointment.created');
    expect(again).toMatchObject({ status: 'success', attempts: 2 });
    expect(messagesTo('Paulo Falha').map((message) => message.template)).toEqual([
      'agendamento_confirmado',
    ]);
  });

  it('writes no WhatsApp row without a phone or while WhatsApp is off', async () => {
    const { admin, pro } = await whatsappOffice(t);
    const noPhone = await book(pro.token, 'Sem Telefone', at(dateAhead(3), '15:00'), null);
    expect(await whatsappRows(noPhone.id)).toEqual([]);
    expect((await logsOf(t.db, noPhone.id)).some((row) => row.channel === 'email')).toBe(true);

    await saveWhatsapp(t, admin.token, { enabled: false });
    const off = await book(
      pro.token,
      'WhatsApp Desligado',
      at(dateAhead(3), '16:00'),
      '11987652222',
    );
    expect(await whatsappRows(off.id)).toEqual([]);
  });

  it('plans reminders at the e-mail times, and follows a move and a cancellation', async () => {
    const { pro } = await whatsappOffice(t);
    const start = Date.parse(at(dateAhead(8), '10:00'));
    const appointment = await book(
      pro.token,
      'Rita Lembrete',
      new Date(start).toISOString(),
      '11987653333',
    );
    const reminders = await whatsappRows(appointment.id, 'appointment.reminder');
    expect(reminders.map((row) => row.reminderMinutes).sort((a, b) => a! - b!)).toEqual([60, 1440]);
    expect(reminders.every((row) => row.status === 'scheduled')).toBe(true);

    // Saving the professional's notification settings re-plans reminders: WhatsApp's stay.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/notification-settings',
      headers: bearer(pro.token),
      // Without the confirmation's own row (decision 087): only the reminder times.
      payload: { notificationTimes: [30], confirmationMinutes: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const replanned = await whatsappRows(appointment.id, 'appointment.reminder');
    expect(replanned.map((row) => [row.reminderMinutes, row.status])).toEqual([[30, 'scheduled']]);

    await deliverDue(deps, Date.now());
    await deliverDue(deps, start - 30 * MINUTE);
    expect(messagesTo('Rita Lembrete').map((message) => message.template)).toEqual([
      'agendamento_confirmado',
      'lembrete_agendamento',
    ]);

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${appointment.id}`,
      headers: bearer(pro.token),
      payload: {
        startTime: at(dateAhead(9), '16:45'),
        endTime: new Date(Date.parse(at(dateAhead(9), '16:45')) + 60 * MINUTE).toISOString(),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await deliverDue(deps, start - 30 * MINUTE);
    const change = messagesTo('Rita Lembrete').at(-1)!;
    expect(change.template).toBe('agendamento_alterado');
    expect(change.parameters[2]).toBe('16:45');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointments/${appointment.id}`,
      headers: bearer(pro.token),
    });
    expect(removed.statusCode).toBe(204);
    await deliverDue(deps, start - 30 * MINUTE);
    expect(messagesTo('Rita Lembrete').at(-1)!.template).toBe('agendamento_cancelado');
    const left = await whatsappRows(appointment.id);
    expect(left.filter((row) => row.status === 'scheduled')).toEqual([]);
  });

  it('cancels a queued message when WhatsApp is switched off before it goes out', async () => {
    const { admin, pro } = await whatsappOffice(t);
    const appointment = await book(
      pro.token,
      'Ana Cancelada',
      at(dateAhead(3), '17:00'),
      '11987654444',
    );
    // Switched off (reminders dropped with it), the queued confirmation is not sent.
    await saveWhatsapp(t, admin.token, { enabled: false });
    expect(await whatsappRows(appointment.id, 'appointment.reminder')).toEqual([]);
    await deliverDue(deps, Date.now());
    const [row] = await whatsappRows(appointment.id, 'appointment.created');
    expect(row).toMatchObject({
      status: 'cancelled',
      error: 'WhatsApp desativado ou sem ID do número de telefone e token',
    });
    expect(messagesTo('Ana Cancelada')).toEqual([]);
  });

  it('plans WhatsApp reminders of appointments booked before it was switched on', async () => {
    const { admin, pro } = await whatsappOffice(t, { enabled: false });
    const appointment = await book(
      pro.token,
      'Antes da Ativação',
      at(dateAhead(10), '09:00'),
      '11987655555',
    );
    expect(await whatsappRows(appointment.id)).toEqual([]);
    await saveWhatsapp(t, admin.token, { enabled: true });
    const reminders = await whatsappRows(appointment.id, 'appointment.reminder');
    expect(reminders.map((row) => row.reminderMinutes).sort((a, b) => a! - b!)).toEqual([60, 1440]);
  });

  it('offers a freed time to a waitlisted client by WhatsApp too, with a link of its own that books it', async () => {
    const { admin, pro } = await whatsappOffice(t);
    const call = (method: 'POST' | 'PATCH', url: string, payload: object, token?: string) =>
      t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
    await call('PATCH', '/api/user/profile', { bufferTime: 0 }, pro.token);
    for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek += 1) {
      const window = { dayOfWeek, startTime: '09:00', endTime: '10:00', appointmentDuration: 60 };
      expect((await call('POST', '/api/availability', window, pro.token)).statusCode).toBe(201);
    }
    const date = dateAhead(3);
    const booked = await call(
      'POST',
      '/api/appointments/public',
      publicBooking(pro.id, at(date, '09:00')),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    for (const [clientName, clientEmail, clientPhone, channels] of [
      ['Vera Espera', 'vera@example.com', '(11) 97777-1234', ['whatsapp', 'email']],
      ['Sem Telefone', 'semfone@example.com', null, ['email']],
    ] as const) {
      const joined = await call('POST', '/api/booking/waitlist', {
        professionalId: pro.id,
        date,
        clientName,
        clientEmail,
        clientPhone,
      });
      expect(joined.statusCode, joined.body).toBe(201);
      // The form tells the client the channels the offer below takes.
      expect(joined.json().channels).toEqual(channels);
    }
    await manageLink(t, await manageTokenOf(t, booked.json().id), 'cancel');
    await t.app.waitlist.idle();
    const sender = createEmailSender({
      db: t.db,
      config: { SMTP_URL: undefined, PUBLIC_URL: 'https://agendei.example.com', PORT: 5000 },
    });
    await deliverDue({ ...deps, sendEmail: sender.send }, Date.now());
    await sender.close();

    const [message] = messagesTo('Vera Espera');
    expect(message).toMatchObject({ to: '5511977771234', template: 'vaga_disponivel' });
    expect(message!.parameters.slice(0, 4)).toEqual([
      'Vera Espera',
      formatDateIn(at(date, '09:00'), 'America/Sao_Paulo'),
      '09:00',
      'Bruno Lima',
    ]);
    const whatsappLink = /\/lista-de-espera\/([\w-]+)$/.exec(message!.parameters[4]!)?.[1];
    expect(whatsappLink).toBeDefined();
    // The e-mail's link is another secret, and both open the offer.
    const emails = await listOutboxEmails(t.db, admin.user.organizationId);
    const email = emails.find((sent) => sent.toAddress === 'vera@example.com')!;
    const emailLink = /\/lista-de-espera\/([\w-]+)/.exec(email.textBody)?.[1];
    expect(emailLink).toBeDefined();
    expect(emailLink).not.toBe(whatsappLink);
    for (const link of [emailLink, whatsappLink]) {
      const offer = await t.app.inject({ url: `/api/booking/waitlist/offer/${link}` });
      expect(offer.statusCode).toBe(200);
    }
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/booking/waitlist/offer/${whatsappLink}/book`,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(messagesTo('Sem Telefone')).toEqual([]);
  });
});
