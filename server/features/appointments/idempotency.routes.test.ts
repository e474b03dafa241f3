import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentsMessages } from '@core/messages.ts';
import { appointments, idempotencyKeys } from '../../db/schema.ts';
import { bearer, signedInProfessional } from '@tests/helpers/factories.ts';
import { countRows } from '@tests/helpers/requests.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** The first client's data, which a request with another body must never see. */
const firstClient = {
  clientName: 'Joana Primeira',
  clientEmail: 'joana.primeira@example.com',
  clientPhone: '(11) 91234-5678',
  notes: 'Alergia a dipirona',
};
const otherClient = {
  clientName: 'Intruso Curioso',
  clientEmail: 'intruso@example.com',
  clientPhone: '(21) 99876-5432',
  notes: 'outra coisa',
};

function expectRefusedWithoutLeak(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.headers).not.toHaveProperty('idempotent-replayed');
  expect(JSON.parse(response.body)).toMatchObject({
    error: 'IDEMPOTENCY_KEY_REUSED',
    message: appointmentsMessages.idempotencyKeyReused,
  });
  for (const value of [...Object.values(firstClient), '91234']) {
    expect(response.body).not.toContain(value);
  }
}

describe('Idempotency-Key on POST /api/appointments/public', () => {
  it('replays the first booking only for the very same body', async () => {
    const { pro } = await bookableProfessional(t);
    const headers = { 'idempotency-key': 'chave-publica-1' };
    const body = publicBooking(pro.id, at(dateAhead(2), '09:00'), firstClient);
    const first = await post('/api/appointments/public', body, headers);
    expect(first.statusCode, first.body).toBe(201);
    // The same fields in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post('/api/appointments/public', reordered, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const rows = await t.db.select().from(appointments).where(eq(appointments.userId, pro.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another body, without showing or writing anything', async () => {
    const { pro } = await bookableProfessional(t);
    const headers = { 'idempotency-key': 'chave-publica-2' };
    const date = dateAhead(2);
    const first = await post(
      '/api/appointments/public',
      publicBooking(pro.id, at(date, '09:00'), firstClient),
      headers,
    );
    expect(first.statusCode, first.body).toBe(201);
    const before = await countRows(t.db, appointments);
    for (const body of [
      publicBooking(pro.id, at(date, '09:00'), otherClient),
      publicBooking(pro.id, at(date, '11:00'), firstClient),
    ]) {
      expectRefusedWithoutLeak(await post('/api/appointments/public', body, headers));
    }
    expect(await countRows(t.db, appointments)).toBe(before);
  });

  it('never replays a key stored before fingerprints existed', async () => {
    const { pro } = await bookableProfessional(t);
    const headers = { 'idempotency-key': 'chave-antiga' };
    const body = publicBooking(pro.id, at(dateAhead(2), '09:00'), firstClient);
    expect((await post('/api/appointments/public', body, headers)).statusCode).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ requestHash: null })
      .where(eq(idempotencyKeys.key, 'chave-antiga'));
    const before = await countRows(t.db, appointments);
    expectRefusedWithoutLeak(
      await post(
        '/api/appointments/public',
        publicBooking(pro.id, at(dateAhead(2), '09:00'), otherClient),
        headers,
      ),
    );
    expect(await countRows(t.db, appointments)).toBe(before);
  });
});

describe('Idempotency-Key on POST /api/appointments (staff)', () => {
  it('replays the first booking for the same caller and body', async () => {
    const { pro } = await bookableProfessional(t);
    const headers = { ...bearer(pro.token), 'idempotency-key': 'chave-equipe-1' };
    const body = { ...firstClient, startTime: at(dateAhead(2), '09:00') };
    const first = await post('/api/appointments', body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const before = await countRows(t.db, appointments);
    const again = await post('/api/appointments', body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await countRows(t.db, appointments)).toBe(before);
  });

  it('refuses the same key with another body, without showing or writing anything', async () => {
    const { pro } = await bookableProfessional(t);
    const headers = { ...bearer(pro.token), 'idempotency-key': 'chave-equipe-2' };
    const start = at(dateAhead(2), '09:00');
    const first = await post('/api/appointments', { ...firstClient, startTime: start }, headers);
    expect(first.statusCode, first.body).toBe(201);
    const before = await countRows(t.db, appointments);
    for (const body of [
      { ...otherClient, startTime: start },
      { ...firstClient, startTime: at(dateAhead(2), '11:00') },
    ]) {
      expectRefusedWithoutLeak(await post('/api/appointments', body, headers));
    }
    expect(await countRows(t.db, appointments)).toBe(before);
  });

  it('lets one of two simultaneous uses of a key for two professionals win, and refuses the other', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const colleague = await signedInProfessional(t, admin.user.organizationId);
    const headers = { ...bearer(admin.token), 'idempotency-key': 'chave-equipe-3' };
    const start = at(dateAhead(2), '09:00');
    const before = await countRows(t.db, appointments);
    const answers = await Promise.all(
      [pro.id, colleague.id].map((userId) =>
        post('/api/appointments', { ...firstClient, userId, startTime: start }, headers),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await countRows(t.db, appointments)).toBe(before + 1);
  });
});
