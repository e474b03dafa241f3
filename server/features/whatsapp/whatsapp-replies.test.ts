import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryMessages } from '@core/messages-delivery.ts';
import { whatsappMessages } from '@core/messages-whatsapp.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { deliverDue, logsOf } from '@tests/helpers/outbox.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { formatDateIn } from '@core/scheduling/format-instant.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { startWhatsappWebhookApp } from '@tests/helpers/whatsapp-webhook-app.ts';
import {
  EMULATOR_PHONE_NUMBER_ID,
  startWhatsappEmulator,
} from '@tests/helpers/whatsapp-emulator.ts';
import { bookWithPhone, whatsappOffice } from '@tests/helpers/whatsapp-office.ts';
import {
  type ButtonTap,
  buttonTapBody,
  postButtonTap,
  queueConfirmationRequest,
} from '@tests/helpers/whatsapp-replies.ts';
import { appointments, auditLog, integrationSettings, webhookLogs } from '../../db/schema.ts';
import type { DeliveryDeps } from '../outbox/delivery-deps.ts';

const w = whatsappMessages;
const APP_SECRET = 'b4e2d3c5f6a70819203a4b5c6d7e8f91';
const PUBLIC_URL = 'https://agenda.exemplo.com.br';
// Typed without the country code; WhatsApp writes the sender with it.
const CLIENT_PHONE = '(11) 98765-4321';
const CLIENT_WA = '5511987654321';
let t: TestApp;
let base: string;
let emulator: Awaited<ReturnType<typeof startWhatsappEmulator>>;
let deps: DeliveryDeps;
let taps = 0;

beforeAll(async () => {
  ({ t, emulator, base, deps } = await startWhatsappWebhookApp({ PUBLIC_URL }));
});
afterAll(async () => {
  await t?.close();
  await emulator?.close();
});

/** An office with WhatsApp and its webhook set up; its professional's webhook hears every event. */
async function office() {
  const found = await whatsappOffice(t, { appSecret: APP_SECRET });
  const hooked = await t.app.inject({
    method: 'POST',
    url: '/api/notification-settings',
    headers: bearer(found.pro.token),
    payload: {
      webhookNotificationsEnabled: true,
      webhookUrl: 'http://127.0.0.1:9/agendei',
      webhookEvents: ['appointment.confirmed'],
      emailNotificationsEnabled: false,
    },
  });
  expect(hooked.statusCode, hooked.body).toBe(200);
  const organizationId = found.admin.user.organizationId;
  return { ...found, callbackUrl: `${base}/api/whatsapp/webhook/${organizationId}` };
}

/**
 * Books `clientName` with the client's phone, then delivers its 'Confirmar presença' reminder:
 * the message the client got (with its buttons).
 */
async function confirmationAsked(proToken: string, clientName: string, time: string) {
  const appointmentId = await bookWithPhone(t, proToken, {
    clientName,
    clientPhone: CLIENT_PHONE,
    startTime: at(dateAhead(5), time),
  });
  await deliverDue(deps, Date.now());
  await queueConfirmationRequest(t.db, appointmentId);
  await deliverDue(deps, Date.now());
  const message = emulator.received.find(
    (m) => m.parameters[0] === clientName && m.template === 'confirmar_presenca',
  );
  expect(message, 'the confirmation template reached the emulator').toBeDefined();
  return { appointmentId, message: message! };
}

const tap = (
  message: { id: string; buttons: string[] },
  index: number,
  overrides: Partial<ButtonTap> = {},
): ButtonTap => ({
  id: `wamid.tap${++taps}`,
  from: CLIENT_WA,
  payload: message.buttons[index]!,
  text: ['Confirmar', 'Remarcar', 'Cancelar'][index]!,
  contextId: message.id,
  ...overrides,
});

/** What a staff member's history route answers, as the text their browser gets. */
async function historyOf(token: string, url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** Posts a signed tap as Meta does and expects it acted on. */
async function tapHandled(callbackUrl: string, tapped: ButtonTap) {
  const answer = await postButtonTap(callbackUrl, APP_SECRET, tapped, EMULATOR_PHONE_NUMBER_ID);
  expect(answer).toMatchObject({ status: 200, body: { replies: { handled: 1 } } });
}

const statusOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]?.status;

/** The texts the emulator got for a number, in order. */
const textsTo = (digits: string) =>
  emulator.received.filter((m) => m.to === digits && m.text !== undefined).map((m) => m.text!);

describe('WhatsApp confirmation replies', () => {
  it('sends the confirmation template with the five parameters and three button payloads', async () => {
    const { pro } = await office();
    const { appointmentId, message } = await confirmationAsked(pro.token, 'Ana Botões', '09:00');
    expect(message).toMatchObject({
      phoneNumberId: EMULATOR_PHONE_NUMBER_ID,
      to: CLIENT_WA,
      language: 'pt_BR',
      buttons: [
        `agendei:confirm:${appointmentId}`,
        `agendei:reschedule:${appointmentId}`,
        `agendei:cancel:${appointmentId}`,
      ],
    });
    expect(message.parameters).toHaveLength(5);
    expect(message.body).toMatchObject({
      template: {
        components: [
          { type: 'body' },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '0',
            parameters: [{ type: 'payload', payload: `agendei:confirm:${appointmentId}` }],
          },
          { type: 'button', sub_type: 'quick_reply', index: '1' },
          { type: 'button', sub_type: 'quick_reply', index: '2' },
        ],
      },
    });
  });

  it('confirms on “Confirmar”, with the webhook event, a public audit and one answer, once per message id', async () => {
    const { pro, callbackUrl } = await office();
    const { appointmentId, message } = await confirmationAsked(pro.token, 'Bia Confirma', '10:00');
    const confirm = tap(message, 0);
    const before = textsTo(CLIENT_WA).length;

    const first = await postButtonTap(callbackUrl, APP_SECRET, confirm, EMULATOR_PHONE_NUMBER_ID);
    expect(first).toMatchObject({ status: 200, body: { replies: { received: 1, handled: 1 } } });
    expect(await statusOf(appointmentId)).toBe('confirmed');
    const [event] = await logsOf(t.db, appointmentId, 'appointment.confirmed');
    expect(event).toMatchObject({ channel: 'webhook' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, appointmentId), eq(auditLog.action, 'update')));
    expect(audits).toEqual([
      expect.objectContaining({ actorKind: 'public', after: { status: 'confirmed' } }),
    ]);

    // Meta posts the same message again: nothing happens twice.
    const again = await postButtonTap(callbackUrl, APP_SECRET, confirm, EMULATOR_PHONE_NUMBER_ID);
    expect(again).toMatchObject({ status: 200, body: { replies: { received: 1, handled: 0 } } });
    expect(await logsOf(t.db, appointmentId, 'appointment.confirmed')).toHaveLength(1);

    // One answer with the date and time in the office's zone, though the tap came twice.
    await deliverDue(deps, Date.now());
    const day = formatDateIn(at(dateAhead(5), '10:00'), 'America/Sao_Paulo');
    expect(textsTo(CLIENT_WA).slice(before)).toEqual([w.replyConfirmed(day, '10:00', pro.name)]);
    expect(w.replyConfirmed(day, '10:00', pro.name)).toMatch(
      /^Presença confirmada para \d{2}\/\d{2}\/\d{4} às 10:00 com Bruno Lima\. Até lá!$/,
    );

    // Confirmed meanwhile, a later 'Confirmar presença' goes as the ordinary reminder.
    await queueConfirmationRequest(t.db, appointmentId);
    await deliverDue(deps, Date.now());
    const reminders = emulator.received.filter(
      (m) => m.parameters[0] === 'Bia Confirma' && m.template === 'lembrete_agendamento',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.buttons).toEqual([]);
  });

  it('cancels on “Cancelar” through the private link’s use case', async () => {
    const { pro, callbackUrl } = await office();
    const { appointmentId, message } = await confirmationAsked(pro.token, 'Caio Cancela', '11:00');
    const cancel = tap(message, 2);
    const before = emulator.received.length;
    const answer = await postButtonTap(callbackUrl, APP_SECRET, cancel, EMULATOR_PHONE_NUMBER_ID);
    expect(answer).toMatchObject({ status: 200, body: { replies: { handled: 1 } } });
    expect(await statusOf(appointmentId)).toBeUndefined();
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, appointmentId), eq(auditLog.action, 'delete')));
    expect(audit).toMatchObject({ actorKind: 'public' });
    // Its cancellation goes out as the client's other channels would send it, and is the
    // client's only answer (no text besides it), even when Meta posts the tap again.
    const again = await postButtonTap(callbackUrl, APP_SECRET, cancel, EMULATOR_PHONE_NUMBER_ID);
    expect(again).toMatchObject({ status: 200, body: { replies: { handled: 0 } } });
    await deliverDue(deps, Date.now());
    const toClient = emulator.received.slice(before).filter((m) => m.to === CLIENT_WA);
    expect(toClient.map((m) => m.text ?? m.template)).toEqual(['agendamento_cancelado']);
    expect(toClient[0]!.parameters[0]).toBe('Caio Cancela');

    // A later tap on the cancelled appointment changes nothing and tells the client so.
    const late = tap(message, 0);
    const after = await postButtonTap(callbackUrl, APP_SECRET, late, EMULATOR_PHONE_NUMBER_ID);
    expect(after).toMatchObject({ status: 200 });
    await deliverDue(deps, Date.now());
    expect(textsTo(CLIENT_WA)).toContain(w.replyUnchanged);
  });

  it('answers “Remarcar” with the private manage link, which the office’s history never shows', async () => {
    const { admin, pro, callbackUrl } = await office();
    const { appointmentId, message } = await confirmationAsked(pro.token, 'Rui Remarca', '14:00');
    const [row] = await t.db
      .select({ token: appointments.manageToken })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    const before = textsTo(CLIENT_WA).length;

    await tapHandled(callbackUrl, tap(message, 1));
    const [queued] = await logsOf(t.db, appointmentId, 'whatsapp.reply');
    expect(queued).toMatchObject({ channel: 'whatsapp', status: 'pending' });
    expect(JSON.stringify(queued)).not.toContain(row!.token);
    // The professional's waiting list, before it goes.
    const waiting = await historyOf(pro.token, '/api/webhook-logs/scheduled');
    expect(waiting).toContain(w.replyReschedule);
    expect(waiting).not.toContain(row!.token);

    await deliverDue(deps, Date.now());
    const link = `${PUBLIC_URL}/agendamento/${row!.token}`;
    expect(textsTo(CLIENT_WA).slice(before)).toEqual([`${w.replyReschedule} ${link}`]);
    expect(await statusOf(appointmentId)).toBe('scheduled');
    const [sent] = await logsOf(t.db, appointmentId, 'whatsapp.reply');
    expect(sent).toMatchObject({ status: 'success' });
    // The history, the professional's and the admin's: the answer is there, its link is not.
    for (const history of [
      await historyOf(pro.token, '/api/webhook-logs?scope=user'),
      await historyOf(admin.token, '/api/webhook-logs?scope=organization'),
    ]) {
      expect(history).toContain(w.replyReschedule);
      expect(history).not.toContain(row!.token);
    }
  });

  it('does not send a “Remarcar” answer whose appointment was cancelled before it went', async () => {
    const { pro, callbackUrl } = await office();
    const { appointmentId, message } = await confirmationAsked(pro.token, 'Téo Tarde', '13:00');
    const before = textsTo(CLIENT_WA).length;
    await tapHandled(callbackUrl, tap(message, 1));
    // The office cancels it before the outbox sends the answer: there is no link to send.
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointments/${appointmentId}`,
      headers: bearer(pro.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    await deliverDue(deps, Date.now());
    expect(textsTo(CLIENT_WA).slice(before)).toEqual([]);
    // The row outlives the appointment (its reference is cleared); its payload names it.
    const [reply] = await t.db
      .select()
      .from(webhookLogs)
      .where(
        and(
          eq(webhookLogs.eventType, 'whatsapp.reply'),
          sql`${webhookLogs.payload}->'data'->>'appointmentId' = ${appointmentId}`,
        ),
      );
    expect(reply).toMatchObject({ status: 'cancelled', error: deliveryMessages.appointmentGone });
  });

  it('changes nothing for another phone, another office, a forged payload, a bad signature', async () => {
    const { pro, callbackUrl } = await office();
    const { appointmentId, message } = await confirmationAsked(pro.token, 'Lia Segura', '15:00');
    const other = await office();
    const sends = [
      // Another phone taps a copy of the button.
      postButtonTap(
        callbackUrl,
        APP_SECRET,
        tap(message, 0, { from: '5521999998888' }),
        EMULATOR_PHONE_NUMBER_ID,
      ),
      // The right phone, but posted to another office's webhook.
      postButtonTap(other.callbackUrl, APP_SECRET, tap(message, 0), EMULATOR_PHONE_NUMBER_ID),
      // Payloads we never sent.
      postButtonTap(
        callbackUrl,
        APP_SECRET,
        tap(message, 0, { payload: `agendei:delete:${appointmentId}` }),
        EMULATOR_PHONE_NUMBER_ID,
      ),
      postButtonTap(
        callbackUrl,
        APP_SECRET,
        tap(message, 0, { payload: 'confirmar tudo' }),
        EMULATOR_PHONE_NUMBER_ID,
      ),
    ];
    for (const answer of await Promise.all(sends)) {
      expect(answer).toMatchObject({ status: 200, body: { replies: { handled: 0, ignored: 1 } } });
    }
    const forged = await fetch(callbackUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${'0'.repeat(64)}`,
      },
      body: buttonTapBody(tap(message, 0), EMULATOR_PHONE_NUMBER_ID),
    });
    expect(forged.status).toBe(401);
    expect((await forged.json()).message).toBe(w.receiptBadSignature);

    expect(await statusOf(appointmentId)).toBe('scheduled');
    expect(await logsOf(t.db, appointmentId, 'appointment.confirmed')).toEqual([]);
    expect(await logsOf(t.db, appointmentId, 'whatsapp.reply')).toEqual([]);
  });

  it('changes nothing on a past appointment and tells the client it could not be changed', async () => {
    const { pro, callbackUrl } = await office();
    const { appointmentId, message } = await confirmationAsked(pro.token, 'Gil Atrasado', '08:00');
    // The meeting took place meanwhile: its time is now yesterday.
    const day = 24 * 3_600_000;
    await t.db
      .update(appointments)
      .set({
        startTime: new Date(Date.now() - day),
        endTime: new Date(Date.now() - day + 3_600_000),
      })
      .where(eq(appointments.id, appointmentId));
    const before = textsTo(CLIENT_WA).length;

    for (const index of [0, 2]) {
      const answer = await postButtonTap(
        callbackUrl,
        APP_SECRET,
        tap(message, index),
        EMULATOR_PHONE_NUMBER_ID,
      );
      expect(answer).toMatchObject({ status: 200, body: { replies: { handled: 1 } } });
    }
    await deliverDue(deps, Date.now());
    expect(await statusOf(appointmentId)).toBe('scheduled');
    expect(await logsOf(t.db, appointmentId, 'appointment.confirmed')).toEqual([]);
    expect(textsTo(CLIENT_WA).slice(before)).toEqual([w.replyUnchanged, w.replyUnchanged]);
  });

  it('a “Confirmar” racing a “Cancelar” ends cancelled, with no error', async () => {
    const { pro, callbackUrl } = await office();
    const { appointmentId, message } = await confirmationAsked(pro.token, 'Ivo Corrida', '17:00');
    const answers = await Promise.all(
      [0, 2].map((index) =>
        postButtonTap(callbackUrl, APP_SECRET, tap(message, index), EMULATOR_PHONE_NUMBER_ID),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await statusOf(appointmentId)).toBeUndefined();
    expect((await logsOf(t.db, appointmentId, 'appointment.confirmed')).length).toBeLessThan(2);
  });

  it('delivers the confirmation with settings saved before its template existed', async () => {
    const { admin, pro } = await office();
    const old = {
      created: 'agendamento_confirmado',
      rescheduled: 'agendamento_alterado',
      cancelled: 'agendamento_cancelado',
      reminder: 'lembrete_agendamento',
    };
    // The card of an older web build sends the four names; the default fills the fifth.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/whatsapp-settings',
      headers: bearer(admin.token),
      payload: { enabled: true, templates: old },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().templates.confirmation).toBe('confirmar_presenca');
    // A row stored before it existed holds only the four.
    await t.db
      .update(integrationSettings)
      .set({ whatsappTemplates: old })
      .where(eq(integrationSettings.organizationId, admin.user.organizationId));
    const { message } = await confirmationAsked(pro.token, 'Edu Antigo', '16:00');
    expect(message.buttons).toHaveLength(3);
  });
});
