import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeMessages as m } from '@core/messages.ts';
import { appointments, waitlistEntries } from '../../db/schema.ts';
import { deliveredAccountEmails } from '@tests/helpers/account-emails.ts';
import { manageLink, manageTokenOf } from '@tests/helpers/manage-booking.ts';
import type { PixPspEmulator } from '@tests/helpers/pix-psp-emulator.ts';
import { pspSettingsOf, startPspTestApp } from '@tests/helpers/psp-test-app.ts';
import { caller } from '@tests/helpers/requests.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import type { TestCertificates } from '@tests/helpers/test-certificates.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';

// A booking through a waitlist offer keeps every rule of a public booking (issue 36): the office's
// questions, its privacy notice and, for a paid service, the PSP's charge (decisions 084, 085).
let t: TestApp;
let certs: TestCertificates;
let psp: PixPspEmulator;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, certs, psp, close } = await startPspTestApp());
});
afterAll(() => close());

const call = caller(() => t);
const oneSlotADay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '09:00',
  endTime: '10:00',
  appointmentDuration: 60,
}));

/**
 * A professional whose one slot (09:00, 3 days ahead) is booked, a client waiting for that day,
 * and the booking cancelled: the waiting client's offer link.
 */
async function offeredTime(options: { product?: Record<string, unknown>; psp?: boolean } = {}) {
  const setup = await bookableProfessional(t, { windows: oneSlotADay });
  if (options.psp) {
    const saved = await call(
      'PUT',
      '/api/organization/pix-psp',
      setup.admin.token,
      pspSettingsOf(psp, certs),
    );
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const product = options.product
    ? await call('POST', '/api/products', setup.pro.token, { duration: 60, ...options.product })
    : undefined;
  const productId = (product?.json() as { id: string } | undefined)?.id ?? null;
  const date = dateAhead(3);
  const start = at(date, '09:00');
  const first = await call(
    'POST',
    '/api/appointments/public',
    undefined,
    publicBooking(setup.pro.id, start, { productId, clientEmail: 'primeiro@example.com' }),
  );
  expect(first.statusCode, first.body).toBe(201);
  const joined = await call('POST', '/api/booking/waitlist', undefined, {
    professionalId: setup.pro.id,
    date,
    productId,
    clientName: 'Ana Souza',
    clientEmail: 'ana@example.com',
    clientPhone: '(11) 98765-4321',
  });
  expect(joined.statusCode, joined.body).toBe(201);
  const cancelled = await manageLink(t, await manageTokenOf(t, first.json().id), 'cancel');
  expect(cancelled.statusCode).toBe(204);
  await t.app.waitlist.idle();
  const emails = await deliveredAccountEmails(t, setup.admin.user.organizationId);
  const token = emails
    .filter((email) => email.toAddress === 'ana@example.com')
    .map((email) => /\/lista-de-espera\/([\w-]+)/.exec(email.textBody)?.[1])
    .find(Boolean);
  expect(token).toBeDefined();
  return { ...setup, start, productId, token: token! };
}

const bookOffer = (token: string, body?: object) =>
  call('POST', `/api/booking/waitlist/offer/${token}/book`, undefined, body);

const bookingsOf = (userId: string) =>
  t.db.select().from(appointments).where(eq(appointments.userId, userId));

async function ask(adminToken: string, question: object) {
  const response = await call('POST', '/api/admin/intake-questions', adminToken, question);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

describe('a booking through a waitlist offer', () => {
  it("asks the office's questions and its notice, refuses without them in pt-BR writing nothing, and keeps them", async () => {
    const { admin, pro, start, token } = await offeredTime();
    const cpf = await ask(admin.token, { label: 'CPF ou CNPJ', type: 'cpf_cnpj', required: true });
    const notice = await call('PATCH', '/api/admin/organization', admin.token, {
      name: 'Lima Advogados',
      privacyNotice: 'Tratamos seus dados para agendar.',
    });
    expect(notice.statusCode, notice.body).toBe(200);

    const page = await call('GET', `/api/booking/waitlist/offer/${token}`, undefined);
    expect(page.json()).toMatchObject({
      intake: {
        questions: [{ id: cpf, label: 'CPF ou CNPJ', type: 'cpf_cnpj', required: true }],
        consentRequired: true,
      },
      privacyHref: expect.stringMatching(/\/privacidade$/),
    });

    const bare = await bookOffer(token);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(m.answersInvalid);
    expect(bare.json().fieldErrors).toEqual({
      [`intakeAnswers.${cpf}`]: m.answerRequired,
      privacyAccepted: m.consentRequired,
    });
    const unticked = await bookOffer(token, { intakeAnswers: { [cpf]: '52998224725' } });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().message).toBe(m.consentRequired);
    const wrong = await bookOffer(token, {
      intakeAnswers: { [cpf]: '111.111.111-11' },
      privacyAccepted: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(m.invalidCpfCnpj);
    // Nothing written: the offer still holds the time, nobody is booked.
    expect(await bookingsOf(pro.id)).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, pro.id));
    expect(entry).toMatchObject({ status: 'offered', appointmentId: null });

    const before = Date.now();
    const booked = await bookOffer(token, {
      intakeAnswers: { [cpf]: '52998224725' },
      privacyAccepted: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await bookingsOf(pro.id);
    expect(row).toMatchObject({
      id: booked.json().appointmentId,
      clientEmail: 'ana@example.com',
      startTime: new Date(start),
      intakeAnswers: [
        { questionId: cpf, label: 'CPF ou CNPJ', type: 'cpf_cnpj', answer: '529.982.247-25' },
      ],
      privacyNoticeVersion: 2,
    });
    expect(row!.privacyAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('asks nothing of an office without questions or notice, and books without a body', async () => {
    const { pro, token } = await offeredTime();
    const page = await call('GET', `/api/booking/waitlist/offer/${token}`, undefined);
    expect(page.json()).toMatchObject({
      intake: { questions: [], consentRequired: false },
      privacyHref: null,
    });
    expect((await bookOffer(token)).statusCode).toBe(201);
    const [row] = await bookingsOf(pro.id);
    expect(row).toMatchObject({ intakeAnswers: null, privacyAcceptedAt: null });
  });

  it("gets the PSP's dynamic charge for a paid service of an office with a PSP", async () => {
    const { pro, token } = await offeredTime({
      psp: true,
      product: { name: 'Consulta', price: 250.9, releaseUnpaidAfterMinutes: 30 },
    });
    const booked = await bookOffer(token);
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await bookingsOf(pro.id);
    expect(row).toMatchObject({ paymentStatus: 'pending', paymentAmountCents: 25090 });
    expect(row!.pixTxid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    const cob = psp.cobs.get(row!.pixTxid!);
    expect(cob).toMatchObject({ status: 'ATIVA', valor: { original: '250.90' } });
    expect(row!.pixBrCode).toBe(cob!.pixCopiaECola);
    const manage = await call('GET', `/api/booking/manage/${booked.json().manageToken}`, undefined);
    expect(manage.json().pix).toMatchObject({ txid: row!.pixTxid, brCode: cob!.pixCopiaECola });
  });
});
