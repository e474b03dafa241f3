import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, webhookLogs } from '../../db/schema.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp, createThreadedTestApp } from '@tests/helpers/test-app.ts';

// PGlite on its own thread, as the server runs it: a public booking's transaction runs there.
let t: TestApp;
beforeAll(async () => {
  t = await createThreadedTestApp();
});
afterAll(async () => t.close());

const book = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/appointments/public', payload, headers });

describe('a public booking on the database thread', () => {
  it('is sent to the thread only when the database is on one', async () => {
    expect(t.database.runTask).toBeDefined();
    const inProcess = await createTestApp();
    expect(inProcess.database.runTask).toBeUndefined();
    await inProcess.close();
  });

  it('answers a time off the grid 400 with the field and the suggestions', async () => {
    const { pro } = await bookableProfessional(t);
    const response = await book(publicBooking(pro.id, at(dateAhead(3), '09:30')));
    expect(response.statusCode).toBe(400);
    const body = response.json() as { fieldErrors: Record<string, string>; suggestions: unknown[] };
    expect(body.fieldErrors.startTime).toBe('Este horário não está disponível para agendamento.');
    expect(body.suggestions.length).toBeGreaterThan(0);
  });

  it('writes the appointment with its audit and outbox rows, and answers it', async () => {
    const { pro } = await bookableProfessional(t);
    const response = await book(publicBooking(pro.id, at(dateAhead(3), '10:00')));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.userId).toBe(pro.id);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).toHaveLength(1);
    const outbox = await t.db.select().from(webhookLogs).where(eq(webhookLogs.appointmentId, id));
    expect(outbox.length).toBeGreaterThan(0);
  });

  it('lets exactly the capacity through when 60 clients take one slot at once', async () => {
    const { pro } = await bookableProfessional(t, {
      windows: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '09:00',
        endTime: '12:00',
        maxConcurrentAppointments: 2,
      })),
    });
    const start = at(dateAhead(4), '10:00');
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        book(publicBooking(pro.id, start, { clientEmail: `corrida${i}@example.com` })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(58);
    const refused = responses.find((response) => response.statusCode === 409)!.json() as {
      message: string;
      suggestions: unknown[];
    };
    // The domain error crosses the thread whole: its pt-BR message and its suggestions.
    expect(refused.message).toBe('Este horário não está mais disponível. Escolha outro horário.');
    expect(refused.suggestions.length).toBeGreaterThan(0);
    const rows = await t.db.select().from(appointments).where(eq(appointments.userId, pro.id));
    expect(rows).toHaveLength(2);
  });

  it('replays an Idempotency-Key with the same body and refuses it with another', async () => {
    const { pro } = await bookableProfessional(t);
    const payload = publicBooking(pro.id, at(dateAhead(5), '10:00'));
    const headers = { 'idempotency-key': 'chave-fio-1' };
    const first = await book(payload, headers);
    const again = await book(payload, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(200);
    expect((again.json() as { id: string }).id).toBe((first.json() as { id: string }).id);
    const other = await book({ ...payload, clientName: 'Outra Pessoa' }, headers);
    expect(other.statusCode).toBe(422);
    expect(
      await t.db.select().from(appointments).where(eq(appointments.userId, pro.id)),
    ).toHaveLength(1);
  });

  it('answers 404 in pt-BR for a professional that does not exist', async () => {
    const { pro } = await bookableProfessional(t);
    const response = await book({
      ...publicBooking(pro.id, at(dateAhead(3), '10:00')),
      professionalId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: 'NOT_FOUND',
      message: 'Profissional não encontrado',
    });
  });
});
