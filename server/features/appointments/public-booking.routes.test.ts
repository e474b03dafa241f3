import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog } from '../../db/schema.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { countRows, expectRefusedWithoutWrites } from '@tests/helpers/requests.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const book = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: payload as object,
    headers,
  });

describe('POST /api/appointments/public', () => {
  it('books a generated free slot, normalising the phone, and no longer offers it', async () => {
    const { pro } = await bookableProfessional(t);
    const date = dateAhead(2);
    const response = await book(
      publicBooking(pro.id, at(date, '10:00'), { clientPhone: '11 98765 4321' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: pro.id,
      clientPhone: '+55(11) 98765-4321',
      startTime: at(date, '10:00'),
      endTime: at(date, '11:00'),
      source: 'public',
    });
    const slots = await t.app.inject({
      url: `/api/slots?professionalId=${pro.id}&from=${date}&to=${date}`,
    });
    expect(slots.json().slots.map((s: { time: string }) => s.time)).toEqual(['09:00', '11:00']);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, response.json().id));
    expect(audits[0]).toMatchObject({ actorKind: 'public', action: 'create' });
  });

  it('answers 409 with the three nearest free slots when the slot is full', async () => {
    const { pro } = await bookableProfessional(t);
    const date = dateAhead(2);
    expect((await book(publicBooking(pro.id, at(date, '10:00')))).statusCode).toBe(201);
    const second = await book(
      publicBooking(pro.id, at(date, '10:00'), { clientEmail: 'outro@example.com' }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'Este horário não está mais disponível. Escolha outro horário.',
    );
    const suggestions = second.json().suggestions.map((s: { startUtc: string }) => s.startUtc);
    expect(suggestions).toHaveLength(3);
    expect(suggestions).toContain(at(date, '09:00'));
    expect(suggestions).toContain(at(date, '11:00'));
  });

  it.each([
    ['outside the availability', '14:00'],
    ['off the slot grid', '09:30'],
  ])('refuses a time %s with 400 and suggestions', async (_case, time) => {
    const { pro } = await bookableProfessional(t);
    const date = dateAhead(2);
    const before = await countRows(t.db, appointments);
    const response = await book(publicBooking(pro.id, at(date, time)));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Este horário não está disponível para agendamento.');
    expect(response.json().suggestions.length).toBeGreaterThan(0);
    expect(await countRows(t.db, appointments)).toBe(before);
  });

  it('refuses a past time and one less than 10 minutes ahead', async () => {
    const { pro } = await bookableProfessional(t, {
      windows: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '00:00',
        endTime: '23:45',
        appointmentDuration: 15,
      })),
    });
    const past = await book(publicBooking(pro.id, at(dateAhead(-1), '10:00')));
    expect(past.statusCode).toBe(400);
    // The grid slot at or before now + 10 min: not more than 10 minutes ahead, so never bookable.
    const soon = new Date(Math.floor((Date.now() + 10 * 60_000) / 900_000) * 900_000);
    const tooSoon = await book(publicBooking(pro.id, soon.toISOString()));
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().message).toBe('Este horário não está disponível para agendamento.');
  });

  it('keeps the buffer around existing appointments', async () => {
    const { pro } = await bookableProfessional(t, { bufferTime: 15 });
    const date = dateAhead(2);
    expect((await book(publicBooking(pro.id, at(date, '10:00')))).statusCode).toBe(201);
    expect((await book(publicBooking(pro.id, at(date, '11:00')))).statusCode).toBe(409);
  });

  it("books a product's duration", async () => {
    const { pro } = await bookableProfessional(t);
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(pro.token),
      payload: { name: 'Consulta estendida', duration: 90, price: 300 },
    });
    const date = dateAhead(2);
    const response = await book(
      publicBooking(pro.id, at(date, '09:00'), { productId: product.json().id }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      endTime: at(date, '10:30'),
      productName: 'Consulta estendida',
    });
  });

  it('refuses a booking with no service in pt-BR when the professional offers services', async () => {
    const { pro } = await bookableProfessional(t);
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(pro.token),
      payload: { name: 'Consulta tributária', duration: 60, price: 350 },
    });
    expect(product.statusCode).toBe(201);
    const date = dateAhead(2);
    const before = await countRows(t.db, appointments);
    for (const productId of [null, undefined]) {
      const response = await book(publicBooking(pro.id, at(date, '09:00'), { productId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Escolha um serviço para agendar.');
      expect(response.json().fieldErrors).toEqual({
        productId: 'Escolha um serviço para agendar.',
      });
    }
    expect(await countRows(t.db, appointments)).toBe(before);
    const paid = await book(
      publicBooking(pro.id, at(date, '09:00'), { productId: product.json().id }),
    );
    expect(paid.statusCode).toBe(201);
    expect(paid.json().productName).toBe('Consulta tributária');
  });

  it('books with no service while the professional has no active service, or once they allow it', async () => {
    const { pro } = await bookableProfessional(t);
    const date = dateAhead(2);
    expect((await book(publicBooking(pro.id, at(date, '09:00')))).statusCode).toBe(201);
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(pro.token),
      payload: { name: 'Consulta tributária', duration: 60, price: 350, isActive: false },
    });
    expect(product.statusCode).toBe(201);
    expect((await book(publicBooking(pro.id, at(date, '10:00')))).statusCode).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.json().id}`,
      headers: bearer(pro.token),
      payload: { name: 'Consulta tributária', duration: 60, price: 350, isActive: true },
    });
    expect((await book(publicBooking(pro.id, at(date, '11:00')))).statusCode).toBe(400);
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/api/booking-form-settings',
      headers: bearer(pro.token),
      payload: { allowNoService: true },
    });
    expect(allowed.json()).toMatchObject({ allowNoService: true });
    const free = await book(publicBooking(pro.id, at(date, '11:00')));
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ productId: null, endTime: at(date, '12:00') });
  });

  it('returns the first booking when a request is retried with the same Idempotency-Key', async () => {
    const { pro } = await bookableProfessional(t);
    const date = dateAhead(2);
    const headers = { 'idempotency-key': 'retry-123' };
    const first = await book(publicBooking(pro.id, at(date, '09:00')), headers);
    const retry = await book(publicBooking(pro.id, at(date, '09:00')), headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.json().id);
    const rows = await t.db.select().from(appointments).where(eq(appointments.userId, pro.id));
    expect(rows).toHaveLength(1);
  });

  it('enforces the booking form: a required phone, hidden notes dropped', async () => {
    const { pro } = await bookableProfessional(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/booking-form-settings',
      headers: bearer(pro.token),
      payload: { showPhone: true, requirePhone: true, showNotes: false },
    });
    const date = dateAhead(2);
    const noPhone = await book(publicBooking(pro.id, at(date, '09:00'), { clientPhone: '' }));
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().fieldErrors.clientPhone).toBe('Telefone é obrigatório');
    const ok = await book(publicBooking(pro.id, at(date, '09:00'), { notes: 'segredo' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().notes).toBeNull();
  });

  it('refuses an inactive or unknown professional with 404', async () => {
    const { pro, admin } = await bookableProfessional(t);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${pro.id}`,
      headers: bearer(admin.token),
      payload: { isActive: false },
    });
    const response = await book(publicBooking(pro.id, at(dateAhead(2), '09:00')));
    expect(response.statusCode).toBe(404);
    expect(
      (await book(publicBooking('00000000-0000-4000-8000-000000000000', at(dateAhead(2), '09:00'))))
        .statusCode,
    ).toBe(404);
  });

  it('validates the client fields in pt-BR and writes nothing for bad input', async () => {
    const { pro } = await bookableProfessional(t);
    const response = await book({
      professionalId: pro.id,
      clientName: '',
      clientEmail: 'x',
      startTime: 'amanhã',
      clientPhone: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      clientName: 'Campo obrigatório',
      clientEmail: 'E-mail inválido',
      startTime: 'Data e hora de início inválidas',
      clientPhone: 'Telefone inválido. Use DDD e número, por exemplo (11) 98765-4321.',
    });
    expect(
      (
        await book({
          clientName: 'A',
          clientEmail: 'a@b.com',
          startTime: at(dateAhead(2), '09:00'),
        })
      ).json().message,
    ).toBe('Professional not selected');
    await expectRefusedWithoutWrites(
      t,
      { method: 'POST', url: '/api/appointments/public', token: 'anonymous', table: appointments },
      [
        { ...publicBooking(pro.id, at(dateAhead(2), '09:00')), clientName: 'x'.repeat(10_000) },
        { ...publicBooking(pro.id, at(dateAhead(2), '09:00')), startTime: 12345 },
        { ...publicBooking(pro.id, at(dateAhead(2), '09:00')), productId: 'nope' },
        // Complete numbers that do not exist: no DDD 20, a mobile without the leading 9.
        { ...publicBooking(pro.id, at(dateAhead(2), '09:00')), clientPhone: '(20) 98765-4321' },
        { ...publicBooking(pro.id, at(dateAhead(2), '09:00')), clientPhone: '(11) 18765-4321' },
      ],
    );
  });
});
