import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappMessages } from '@core/messages-whatsapp.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { deliverDue, logsOf } from '@tests/helpers/outbox.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { startWhatsappWebhookApp } from '@tests/helpers/whatsapp-webhook-app.ts';
import { startWhatsappEmulator } from '@tests/helpers/whatsapp-emulator.ts';
import { bookWithPhone, saveWhatsapp, whatsappOffice } from '@tests/helpers/whatsapp-office.ts';
import {
  type ReceiptStatus,
  postReceipt,
  receiptBody,
  signReceipt,
} from '@tests/helpers/whatsapp-receipts.ts';
import { auditLog } from '../../db/schema.ts';
import type { DeliveryDeps } from '../outbox/delivery-deps.ts';

const w = whatsappMessages;
const APP_SECRET = 'a3f1c2d4e5b60718293a4b5c6d7e8f90';
let t: TestApp;
let base: string;
let emulator: Awaited<ReturnType<typeof startWhatsappEmulator>>;
let deps: DeliveryDeps;

beforeAll(async () => {
  ({ t, emulator, base, deps } = await startWhatsappWebhookApp());
});
afterAll(async () => {
  await t?.close();
  await emulator?.close();
});

/** An office with WhatsApp and receipts set up, and where Meta posts them. */
async function officeWithReceipts() {
  const office = await whatsappOffice(t, { appSecret: APP_SECRET });
  const organizationId = office.admin.user.organizationId;
  return { ...office, callbackUrl: `${base}/api/whatsapp/webhook/${organizationId}` };
}

/** Books a client with a phone and delivers the WhatsApp confirmation; the message Meta got. */
async function confirmationSent(proToken: string, clientName: string, time: string) {
  const appointmentId = await bookWithPhone(t, proToken, {
    clientName,
    clientPhone: '(11) 98765-4321',
    startTime: at(dateAhead(6), time),
  });
  await deliverDue(deps, Date.now());
  const message = emulator.received.find((m) => m.parameters[0] === clientName)!;
  expect(message).toBeDefined();
  const row = async () =>
    (await logsOf(t.db, appointmentId, 'appointment.created')).find(
      (log) => log.channel === 'whatsapp',
    )!;
  return { message, row, appointmentId };
}

describe('WhatsApp delivery receipts', () => {
  it('shows where Meta posts them once the app secret is saved, and never the secret', async () => {
    const { admin } = await whatsappOffice(t);
    const before = await saveWhatsapp(t, admin.token, { enabled: true });
    expect(before).toMatchObject({ hasAppSecret: false, receipts: null });

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/whatsapp-settings',
      headers: bearer(admin.token),
      payload: { enabled: true, appSecret: 'curta' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(w.invalidAppSecret);

    const saved = await saveWhatsapp(t, admin.token, { enabled: true, appSecret: APP_SECRET });
    const organizationId = admin.user.organizationId;
    expect(saved.hasAppSecret).toBe(true);
    expect(saved.receipts.callbackUrl).toMatch(
      new RegExp(`/api/whatsapp/webhook/${organizationId}$`),
    );
    expect(saved.receipts.verifyToken).toMatch(/^agendei_[0-9a-f]{32}$/);
    const shown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/whatsapp-settings',
      headers: bearer(admin.token),
    });
    expect(shown.json()).toEqual(saved);
    expect(shown.body).not.toContain(APP_SECRET);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, organizationId));
    expect(JSON.stringify(audits)).not.toContain(APP_SECRET);

    // Meta's subscription check: the challenge comes back only with the right token.
    const path = `/api/whatsapp/webhook/${organizationId}`;
    const verify = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `${path}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const accepted = await verify(saved.receipts.verifyToken);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toBe('1158201444');
    const refused = await verify('agendei_outro');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(w.receiptBadVerifyToken);
    // An organization without receipts, or no organization at all: not found.
    const { admin: other } = await whatsappOffice(t);
    for (const id of [other.user.organizationId, 'nao-e-um-id']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(w.receiptsNotConfigured);
    }
  });

  it('moves a message to delivered and read, never back, and shows it in the history', async () => {
    const { pro, callbackUrl } = await officeWithReceipts();
    const { message, row } = await confirmationSent(pro.token, 'Lia Entregue', '09:00');
    expect(await row()).toMatchObject({ status: 'success', deliveryState: null });

    const post = (status: ReceiptStatus) => postReceipt(callbackUrl, APP_SECRET, message, status);
    expect(await post('delivered')).toBe(200);
    expect(await row()).toMatchObject({ status: 'success', deliveryState: 'delivered' });
    // A late 'sent' changes nothing; 'read' moves on; a 'failed' after reaching a device is ignored.
    expect(await post('sent')).toBe(200);
    expect((await row()).deliveryState).toBe('delivered');
    expect(await post('read')).toBe(200);
    expect(await post('failed')).toBe(200);
    expect(await row()).toMatchObject({ status: 'success', deliveryState: 'read', error: null });

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/webhook-logs',
      headers: bearer(pro.token),
    });
    // The confirmation's row (the reminders planned for later sit above it, newest first).
    const confirmationId = (await row()).id;
    const shown = history.json().logs.find((log: { id: string }) => log.id === confirmationId);
    expect(shown).toMatchObject({ deliveryState: 'read' });
  });

  it('fails an undeliverable message with WhatsApp’s reason, and a resend starts afresh', async () => {
    const { pro, callbackUrl } = await officeWithReceipts();
    const { message, row } = await confirmationSent(pro.token, 'Caio Semzap', '10:00');

    expect(await postReceipt(callbackUrl, APP_SECRET, message, 'failed')).toBe(200);
    const failed = await row();
    expect(failed).toMatchObject({
      status: 'failed',
      deliveryState: 'failed',
      error: w.undelivered('(#131026) Message undeliverable'),
    });

    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/webhook-logs/${failed.id}/process`,
      headers: bearer(pro.token),
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const again = await row();
    expect(again).toMatchObject({ status: 'success', deliveryState: null, error: null });
    expect(again.responseExcerpt).not.toBe(message.id);
    // A receipt about the first attempt's message no longer touches the row.
    const late = await t.app.inject({
      method: 'POST',
      url: new URL(callbackUrl).pathname,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signReceipt(receiptBody(message, 'failed'), APP_SECRET),
      },
      payload: receiptBody(message, 'failed'),
    });
    expect(late.json()).toEqual({ received: 1, updated: 0 });
    expect((await row()).status).toBe('success');
  });

  it('refuses a bad signature or body and keeps each office to its own messages', async () => {
    const { pro, callbackUrl } = await officeWithReceipts();
    const { message, row } = await confirmationSent(pro.token, 'Rui Assinado', '11:00');
    const raw = receiptBody(message, 'read');
    const send = (url: string, body: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        payload: body,
      });

    const forged = await send(callbackUrl, raw, signReceipt(raw, 'outrosegredo0123456789'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(w.receiptBadSignature);
    const unsigned = await send(callbackUrl, raw, '');
    expect(unsigned.statusCode).toBe(401);
    const garbled = await send(callbackUrl, '{"entry":', signReceipt('{"entry":', APP_SECRET));
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe(w.receiptMalformed);
    expect((await row()).deliveryState).toBeNull();

    // Another office, signing with its own secret, cannot reach this office's message.
    const other = await officeWithReceipts();
    const elsewhere = await send(other.callbackUrl, raw, signReceipt(raw, APP_SECRET));
    expect(elsewhere.json()).toEqual({ received: 1, updated: 0 });
    expect((await row()).deliveryState).toBeNull();
  });
});
