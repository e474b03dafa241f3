import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeMessages as m } from '@core/messages.ts';
import { appointments } from '../../db/schema.ts';
import { logsOf } from '@tests/helpers/outbox.ts';
import { apiOrganization, callV1 } from '@tests/helpers/api-v1.ts';
import { bearer, registerAdmin, signedInSecretary } from '@tests/helpers/factories.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/admin/intake-questions';
const CPF = { label: 'CPF ou CNPJ', type: 'cpf_cnpj', required: true };
const CNJ = { label: 'Número do processo', type: 'cnj_number', required: false };
const AREA = { label: 'Área', type: 'choice', required: true, options: ['Trabalhista', 'Cível'] };

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), payload });

async function ask(token: string, question: object) {
  const response = await call('POST', URL, token, question);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; position: number };
}

const book = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/appointments/public', payload: body });

/** A slot of the professional (09:00–12:00 every day), `days` ahead. */
const slot = (days: number, time = '09:00') => at(dateAhead(days), time);

async function countBookings(userId: string) {
  return (await t.db.select().from(appointments).where(eq(appointments.userId, userId))).length;
}

describe('intake questions (issue 36, decision 084)', () => {
  it('lets the admin create, edit, reorder and delete; not the secretary, a professional or another office', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const cpf = await ask(admin.token, CPF);
    const cnj = await ask(admin.token, CNJ);
    const area = await ask(admin.token, AREA);
    expect([cpf.position, cnj.position, area.position]).toEqual([0, 1, 2]);

    const reordered = await call('PUT', `${URL}/order`, admin.token, {
      ids: [area.id, cpf.id, cnj.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().map((q: { label: string }) => q.label)).toEqual([
      'Área',
      'CPF ou CNPJ',
      'Número do processo',
    ]);
    const partial = await call('PUT', `${URL}/order`, admin.token, { ids: [area.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(m.orderMismatch);

    const edited = await call('PUT', `${URL}/${cnj.id}`, admin.token, { ...CNJ, required: true });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ required: true, position: 2 });

    const noOptions = await call('POST', URL, admin.token, { ...AREA, options: ['Só uma'] });
    expect(noOptions.statusCode).toBe(400);
    expect(noOptions.json().message).toBe(m.optionsRequired);
    const blank = await call('POST', URL, admin.token, { ...CPF, label: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(m.labelRequired);

    const secretary = await signedInSecretary(t, admin.user.organizationId);
    expect((await call('GET', URL, secretary.token)).statusCode).toBe(403);
    expect((await call('POST', URL, secretary.token, CPF)).statusCode).toBe(403);
    expect((await call('GET', URL, pro.token)).statusCode).toBe(403);

    const other = await registerAdmin(t);
    expect((await call('GET', URL, other.token)).json()).toEqual([]);
    expect((await call('PUT', `${URL}/${cpf.id}`, other.token, CPF)).statusCode).toBe(404);
    expect((await call('DELETE', `${URL}/${cpf.id}`, other.token)).statusCode).toBe(404);
    const foreignService = await call('POST', URL, other.token, {
      ...CPF,
      serviceIds: [crypto.randomUUID()],
    });
    expect(foreignService.statusCode).toBe(400);
    expect(foreignService.json().message).toBe(m.serviceNotFound);

    expect((await call('DELETE', `${URL}/${area.id}`, admin.token)).statusCode).toBe(204);
    expect((await call('GET', URL, admin.token)).json()).toHaveLength(2);
  });

  it('asks the questions on the public page and refuses missing or invalid answers, writing nothing', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const cpf = await ask(admin.token, CPF);
    const cnj = await ask(admin.token, CNJ);
    const slug = (await call('GET', '/api/user/profile', pro.token)).json().bookingSlug as string;
    const page = (await t.app.inject({ url: `/api/booking/${slug}` })).json();
    expect(page.intake.questions.map((q: { label: string }) => q.label)).toEqual([
      'CPF ou CNPJ',
      'Número do processo',
    ]);
    expect(page.intake.consentRequired).toBe(false);

    const missing = await book(publicBooking(pro.id, slot(2)));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(m.answerRequired);
    expect(missing.json().fieldErrors).toEqual({ [`intakeAnswers.${cpf.id}`]: m.answerRequired });

    const invalid = await book(
      publicBooking(pro.id, slot(2), {
        intakeAnswers: { [cpf.id]: '111.111.111-11', [cnj.id]: '0710802-56.2018.8.02.0001' },
      }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(m.answersInvalid);
    expect(invalid.json().fieldErrors).toEqual({
      [`intakeAnswers.${cpf.id}`]: m.invalidCpfCnpj,
      [`intakeAnswers.${cnj.id}`]: m.invalidCnj,
    });
    expect(await countBookings(pro.id)).toBe(0);

    const booked = await book(
      publicBooking(pro.id, slot(2), {
        intakeAnswers: { [cpf.id]: '52998224725', [cnj.id]: '07108025520188020001' },
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().intakeAnswers).toEqual([
      { questionId: cpf.id, label: 'CPF ou CNPJ', type: 'cpf_cnpj', answer: '529.982.247-25' },
      {
        questionId: cnj.id,
        label: 'Número do processo',
        type: 'cnj_number',
        answer: '0710802-55.2018.8.02.0001',
      },
    ]);
    expect(booked.json().privacyAcceptedAt).toBeUndefined();

    // A later edit of the question does not rewrite what was asked then.
    await call('PUT', `${URL}/${cpf.id}`, admin.token, { ...CPF, label: 'Seu CPF' });
    const list = await call(
      'GET',
      `/api/appointments?from=${dateAhead(1)}&to=${dateAhead(4)}`,
      pro.token,
    );
    expect(list.statusCode, list.body).toBe(200);
    const listed = JSON.stringify(list.json());
    expect(listed).toContain('"label":"CPF ou CNPJ"');
    expect(listed).not.toContain('Seu CPF');

    // The office's e-mail and webhook rows carry the answers; the client's e-mail does not show them.
    const rows = await logsOf(t.db, booked.json().id, 'appointment.created');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(JSON.stringify(row.payload)).toContain('529.982.247-25');
    }
  });

  it('asks a question limited to a service only when that service is booked', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const product = await call('POST', '/api/products', pro.token, { name: 'Trabalhista' });
    expect(product.statusCode, product.body).toBe(201);
    const other = await call('POST', '/api/products', pro.token, { name: 'Cível' });
    const cnj = await ask(admin.token, { ...CNJ, required: true, serviceIds: [product.json().id] });

    const civil = await book(publicBooking(pro.id, slot(3), { productId: other.json().id }));
    expect(civil.statusCode, civil.body).toBe(201);
    const labour = await book(
      publicBooking(pro.id, slot(3, '10:00'), { productId: product.json().id }),
    );
    expect(labour.statusCode).toBe(400);
    expect(labour.json().fieldErrors).toEqual({ [`intakeAnswers.${cnj.id}`]: m.answerRequired });
  });

  it("requires accepting the office's own privacy notice and keeps when and which version", async () => {
    const { admin, pro } = await bookableProfessional(t);
    const patch = (privacyNotice: string) =>
      call('PATCH', '/api/admin/organization', admin.token, {
        name: 'Lima Advogados',
        privacyNotice,
      });
    expect((await patch('Tratamos seus dados para agendar.')).statusCode).toBe(200);
    expect((await patch('Tratamos seus dados para agendar e lembrar.')).statusCode).toBe(200);

    const refused = await book(publicBooking(pro.id, slot(4)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.consentRequired);
    expect(refused.json().fieldErrors).toEqual({ privacyAccepted: m.consentRequired });
    const unticked = await book(publicBooking(pro.id, slot(4), { privacyAccepted: false }));
    expect(unticked.statusCode).toBe(400);
    expect(await countBookings(pro.id)).toBe(0);

    const before = Date.now();
    const booked = await book(publicBooking(pro.id, slot(4), { privacyAccepted: true }));
    expect(booked.statusCode, booked.body).toBe(201);
    // Version 1 at creation, bumped by each of the two edits.
    expect(booked.json().privacyNoticeVersion).toBe(3);
    expect(Date.parse(booked.json().privacyAcceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booked.json().id));
    expect(row!.privacyNoticeVersion).toBe(3);
    expect(row!.privacyAcceptedAt).toBeInstanceOf(Date);
  });

  it('puts the answers in the LGPD export and erases them with the client', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const cpf = await ask(admin.token, CPF);
    const email = 'helena.intake@example.com';
    const booked = await book(
      publicBooking(pro.id, slot(5), {
        clientEmail: email,
        intakeAnswers: { [cpf.id]: '52998224725' },
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const exportUrl = (format: string) =>
      `/api/privacy/clients/export?email=${encodeURIComponent(email)}&format=${format}`;
    const json = await call('GET', exportUrl('json'), admin.token);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().appointments[0].intakeAnswers[0]).toMatchObject({
      answer: '529.982.247-25',
    });
    const csv = await call('GET', exportUrl('csv'), admin.token);
    expect(csv.body).toContain('CPF ou CNPJ: 529.982.247-25');

    const erased = await call('POST', '/api/privacy/clients/erase', admin.token, { email });
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booked.json().id));
    expect(row!.intakeAnswers).toBeNull();
    const logs = await logsOf(t.db, booked.json().id);
    for (const log of logs) expect(JSON.stringify(log.payload)).not.toContain('529.982.247-25');
  });

  it('gives the answers in REST v1 (Appointment)', async () => {
    const { admin, pro, token } = await apiOrganization(t);
    const cnj = await ask(admin.token, { ...CNJ, required: true });
    const booked = await book(
      publicBooking(pro.id, slot(6), { intakeAnswers: { [cnj.id]: '0001327-64.2018.8.26.0158' } }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const read = await callV1(t, token)('GET', `/api/v1/appointments/${booked.json().id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().intakeAnswers).toEqual([
      {
        questionId: cnj.id,
        label: 'Número do processo',
        type: 'cnj_number',
        answer: '0001327-64.2018.8.26.0158',
      },
    ]);
  });
});
