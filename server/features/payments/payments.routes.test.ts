import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTimeIn } from '@core/scheduling/format-instant.ts';
import { appointments, auditLog, webhookLogs } from '../../db/schema.ts';
import { createLocalEventBus } from '../../realtime/event-bus.ts';
import { signedInProfessional } from '@tests/helpers/factories.ts';
import { decodePixBrCode } from '@tests/helpers/emv-decoder.ts';
import { deliverWithEmail, logsOf } from '@tests/helpers/outbox.ts';
import { caller } from '@tests/helpers/requests.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { listOutboxEmails } from '../email/email-outbox.repository.ts';
import { releaseUnpaidAppointments } from './release-unpaid-appointments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);
const PIX = {
  keyType: 'phone',
  key: '(11) 98765-4321',
  merchantName: 'Bruno Lima',
  merchantCity: 'São Paulo',
};

/** A professional with weekly hours, a Pix key and a product (R$ 150,00 unless told). */
async function pixProfessional(product: Record<string, unknown> = {}, pix: object | null = {}) {
  const setup = await bookableProfessional(t);
  if (pix) {
    const saved = await call('PUT', '/api/user/pix', setup.pro.token, { ...PIX, ...pix });
    if (saved.statusCode !== 200) throw new Error(saved.body);
  }
  const created = await call('POST', '/api/products', setup.pro.token, {
    name: 'Consulta',
    duration: 60,
    price: 150,
    ...product,
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return { ...setup, productId: created.json().id as string };
}

const bookPublic = (proId: string, productId: string, time = '10:00', days = 2, client = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(proId, at(dateAhead(days), time), { productId, ...client }),
  });

describe('Pix settings (PUT /api/user/pix)', () => {
  it('saves the key in its canonical form and audits the change', async () => {
    const pro = await signedInProfessional(t);
    expect((await call('GET', '/api/user/pix', pro.token)).json()).toEqual({
      keyType: null,
      key: null,
      merchantName: null,
      merchantCity: null,
    });
    const response = await call('PUT', '/api/user/pix', pro.token, {
      keyType: 'cpf',
      key: '529.982.247-25',
      merchantName: 'José Ávila',
      merchantCity: 'São Paulo',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      keyType: 'cpf',
      key: '52998224725',
      merchantName: 'José Ávila',
      merchantCity: 'São Paulo',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'pix_settings'), eq(auditLog.entityId, pro.id)));
    expect(audit).toMatchObject({ actorUserId: pro.id, action: 'update' });
  });

  it.each([
    [{ keyType: 'cpf', key: '529.982.247-26' }, 'key', 'CPF inválido: confira os dígitos.'],
    [{ keyType: 'cnpj', key: '11.222.333/0001-82' }, 'key', 'CNPJ inválido: confira os dígitos.'],
    [
      { keyType: 'phone', key: '(11) 3333-4444' },
      'key',
      'Telefone inválido: informe um celular com DDD, por exemplo (11) 98765-4321.',
    ],
    [{ keyType: 'email', key: 'ana@' }, 'key', 'E-mail inválido para chave Pix.'],
    [
      { keyType: 'evp', key: '1234' },
      'key',
      'Chave aleatória inválida: use o código de 36 caracteres que o banco mostrou.',
    ],
    [{ keyType: 'iban' }, 'keyType', 'Escolha o tipo da chave Pix.'],
    [
      { merchantName: 'Á'.repeat(26) },
      'merchantName',
      'O nome de quem recebe deve ter no máximo 25 caracteres.',
    ],
    [
      { merchantCity: 'Cidade Muito Longa' },
      'merchantCity',
      'A cidade deve ter no máximo 15 caracteres.',
    ],
  ])('refuses %j with 400 and a pt-BR message on %s', async (change, field, message) => {
    const pro = await signedInProfessional(t);
    const response = await call('PUT', '/api/user/pix', pro.token, { ...PIX, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('counts the 25-character name after removing accents', async () => {
    const pro = await signedInProfessional(t);
    const response = await call('PUT', '/api/user/pix', pro.token, {
      ...PIX,
      merchantName: 'Á'.repeat(25),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await call('PUT', '/api/user/pix', undefined, PIX)).statusCode).toBe(401);
  });
});

describe('public booking of a priced product', () => {
  it('leaves the payment pending and answers a Pix code for the exact amount with its QR', async () => {
    const { pro, productId } = await pixProfessional();
    const response = await bookPublic(pro.id, productId);
    expect(response.statusCode).toBe(201);
    const booked = response.json();
    expect(booked).toMatchObject({ paymentStatus: 'pending', paymentAmount: 150 });
    expect(booked.pix.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(booked.pix.txid).toBe(booked.id.replaceAll('-', '').slice(0, 25).toUpperCase());
    expect(decodePixBrCode(booked.pix.brCode)).toMatchObject({
      crcValid: true,
      key: '+5511987654321',
      amount: '150.00',
      merchantName: 'Bruno Lima',
      merchantCity: 'Sao Paulo',
      txid: booked.pix.txid,
      currency: '986',
    });
    // The professional's agenda shows it waiting for the payment.
    const [listed] = (await call('GET', '/api/appointments', pro.token)).json();
    expect(listed).toMatchObject({ id: booked.id, paymentStatus: 'pending', paymentAmount: 150 });
  });

  it('charges nothing for a free product, nor without a Pix key', async () => {
    const free = await pixProfessional({ price: 0 });
    const freeBooking = (await bookPublic(free.pro.id, free.productId)).json();
    expect(freeBooking).toMatchObject({ paymentStatus: null, paymentAmount: null, pix: null });
    const noKey = await pixProfessional({}, null);
    const noKeyBooking = (await bookPublic(noKey.pro.id, noKey.productId)).json();
    expect(noKeyBooking).toMatchObject({ paymentStatus: null, pix: null });
  });

  it('shows the pending Pix on the private manage page', async () => {
    const { pro, productId } = await pixProfessional();
    const booked = (await bookPublic(pro.id, productId)).json();
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, booked.id));
    const page = await t.app.inject({ url: `/api/booking/manage/${row!.manageToken}` });
    expect(page.json().pix).toMatchObject({ brCode: booked.pix.brCode, amount: 150 });
  });
});

describe('POST /api/appointments/:id/payment', () => {
  it('lets the professional mark it paid, audited, and only once', async () => {
    const { pro, productId } = await pixProfessional();
    const booked = (await bookPublic(pro.id, productId)).json();
    const response = await call('POST', `/api/appointments/${booked.id}/payment`, pro.token, {
      status: 'paid',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ paymentStatus: 'paid', paymentAmount: 150 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, booked.id), eq(auditLog.action, 'update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: pro.id,
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: 'paid' },
    });
    const again = await call('POST', `/api/appointments/${booked.id}/payment`, pro.token, {
      status: 'paid',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este agendamento não tem pagamento pendente.');
  });

  it('lets the admin of the organization mark it paid', async () => {
    const { admin, pro, productId } = await pixProfessional();
    const booked = (await bookPublic(pro.id, productId)).json();
    const response = await call('POST', `/api/appointments/${booked.id}/payment`, admin.token, {
      status: 'paid',
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 to another professional and to another organization, and 400 to other statuses', async () => {
    const { admin, pro, productId } = await pixProfessional();
    const booked = (await bookPublic(pro.id, productId)).json();
    const colleague = await signedInProfessional(t, admin.user.organizationId);
    const stranger = await pixProfessional();
    const url = `/api/appointments/${booked.id}/payment`;
    expect((await call('POST', url, colleague.token, { status: 'paid' })).statusCode).toBe(404);
    expect((await call('POST', url, stranger.admin.token, { status: 'paid' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', url, pro.token, { status: 'pending' })).statusCode).toBe(400);
    expect((await call('POST', url, undefined, { status: 'paid' })).statusCode).toBe(401);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row?.paymentStatus).toBe('pending');
  });
});

describe("'Pagamento confirmado' when staff mark the Pix paid", () => {
  const paidEmailsOf = async (organizationId: string, to: string) =>
    (await listOutboxEmails(t.db, organizationId)).filter(
      (email) => email.toAddress === to && email.subject.startsWith('Pagamento confirmado'),
    );

  it('tells the client once, in BRL and dd/MM/yyyy às HH:mm; a second mark and another office write none', async () => {
    const { admin, pro, productId } = await pixProfessional({ price: 1234.5 });
    const client = { clientName: 'Joana Prado', clientEmail: 'joana.pago@example.com' };
    const booked = (await bookPublic(pro.id, productId, '11:00', 3, client)).json();
    const url = `/api/appointments/${booked.id}/payment`;
    // Another office's admin cannot mark it: nothing is written for the client.
    const stranger = await pixProfessional();
    expect((await call('POST', url, stranger.admin.token, { status: 'paid' })).statusCode).toBe(
      404,
    );
    expect(await logsOf(t.db, booked.id, 'payment.confirmed')).toHaveLength(0);

    expect((await call('POST', url, pro.token, { status: 'paid' })).statusCode).toBe(200);
    const rows = await logsOf(t.db, booked.id, 'payment.confirmed');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'email',
      subscriber: 'client',
      url: client.clientEmail,
    });
    // Marked again, by the professional or the admin: 409, and no second row.
    for (const token of [pro.token, admin.token]) {
      expect((await call('POST', url, token, { status: 'paid' })).statusCode).toBe(409);
    }
    expect(await logsOf(t.db, booked.id, 'payment.confirmed')).toHaveLength(1);

    // No SMTP_URL here: the worker keeps the e-mail in email_outbox, once.
    await deliverWithEmail(t.db);
    await deliverWithEmail(t.db);
    const emails = await paidEmailsOf(admin.user.organizationId, client.clientEmail);
    expect(emails).toHaveLength(1);
    const when = formatDateTimeIn(booked.startTime, 'America/Sao_Paulo');
    expect(when).toMatch(/^\d{2}\/\d{2}\/\d{4} às 11:00$/);
    expect(emails[0]).toMatchObject({ status: 'stored', subject: `Pagamento confirmado: ${when}` });
    expect(emails[0]!.textBody).toMatch(/Recebemos seu Pix de R\$\s1\.234,50\./);
    expect(emails[0]!.textBody).toContain('Olá, Joana!');
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(emails[0]!.textBody).toContain(
      `https://agendei.example.com/agendamento/${row!.manageToken}`,
    );
  });
});

describe('releasing unpaid bookings', () => {
  it('cancels a booking still unpaid after the hold, frees the slot and tells the client', async () => {
    const { pro, productId } = await pixProfessional({ releaseUnpaidAfterMinutes: 30 });
    const unpaid = (await bookPublic(pro.id, productId, '09:00')).json();
    const paid = (await bookPublic(pro.id, productId, '10:00')).json();
    await call('POST', `/api/appointments/${paid.id}/payment`, pro.token, { status: 'paid' });
    expect(unpaid.pix.dueAt).not.toBeNull();
    const events = createLocalEventBus();
    // Before the hold runs out nothing happens.
    expect(await releaseUnpaidAppointments(t.db, { events, now: Date.now() + 29 * 60_000 })).toBe(
      0,
    );
    const released = await releaseUnpaidAppointments(t.db, {
      events,
      now: Date.now() + 31 * 60_000,
    });
    expect(released).toBe(1);
    const left = await t.db.select().from(appointments).where(eq(appointments.userId, pro.id));
    expect(left.map((row) => row.id)).toEqual([paid.id]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, unpaid.id), eq(auditLog.action, 'delete')));
    expect(audit).toMatchObject({ actorKind: 'system', actorUserId: null });
    const cancellations = await t.db
      .select()
      .from(webhookLogs)
      .where(
        // The log outlives the appointment (its id is set null): find it by the professional.
        and(eq(webhookLogs.userId, pro.id), eq(webhookLogs.eventType, 'appointment.cancelled')),
      );
    expect(cancellations.map((log) => [log.subscriber, log.url])).toContainEqual([
      'client',
      'cliente@example.com',
    ]);
    const date = dateAhead(2);
    const slots = await t.app.inject({
      url: `/api/slots?professionalId=${pro.id}&from=${date}&to=${date}`,
    });
    expect(slots.json().slots.map((s: { time: string }) => s.time)).toContain('09:00');
  });

  it('keeps an unpaid booking of a product without a hold', async () => {
    const { pro, productId } = await pixProfessional();
    await bookPublic(pro.id, productId);
    const events = createLocalEventBus();
    const now = Date.now() + 30 * 86_400_000;
    expect(await releaseUnpaidAppointments(t.db, { events, now })).toBe(0);
    expect((await call('GET', '/api/appointments', pro.token)).json()).toHaveLength(1);
  });
});
