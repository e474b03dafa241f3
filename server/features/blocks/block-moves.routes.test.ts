import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOrganization, callV1 } from '@tests/helpers/api-v1.ts';
import { requestAs, twoAtOnceEveryDay } from '@tests/helpers/blocks.ts';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { openSse, sessionCookie } from '@tests/helpers/sse-client.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { webhookLogs } from '../../db/schema.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000, WEBHOOK_ALLOW_PRIVATE: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

const windows = twoAtOnceEveryDay;
const call = (token: string) => requestAs(t, token);

async function blockFor(token: string, date: string, from: string, to: string, userId?: string) {
  const created = await call(token)('POST', '/api/blocks', {
    title: 'Audiência',
    startTime: at(date, from),
    endTime: at(date, to),
    ...(userId ? { userIds: [userId] } : {}),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().blocks[0] as { id: string; startTime: string; endTime: string };
}

const book = (professionalId: string, startTime: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(professionalId, startTime, { clientEmail: 'cliente@example.com' }),
  });

describe('moving a blocked time (decision 077)', () => {
  it('the professional moves their own block and an admin any of the office; a colleague and another office get 404 and nothing changes', async () => {
    const { admin, pro } = await bookableProfessional(t, { windows });
    const colleague = await signedInProfessional(t, admin.user.organizationId);
    const stranger = await registerAdmin(t);
    const date = dateAhead(5);
    const block = await blockFor(pro.token, date, '10:00', '11:30');

    const own = await call(pro.token)('PATCH', `/api/blocks/${block.id}`, {
      startTime: at(date, '14:00'),
    });
    expect(own.statusCode, own.body).toBe(200);
    // A new start alone keeps the length.
    expect(own.json().blocks[0]).toMatchObject({
      startTime: at(date, '14:00'),
      endTime: at(date, '15:30'),
    });

    const byAdmin = await call(admin.token)('PATCH', `/api/blocks/${block.id}`, {
      startTime: at(dateAhead(6), '09:00'),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().blocks[0].endTime).toBe(at(dateAhead(6), '10:30'));

    for (const token of [colleague.token, stranger.token]) {
      const refused = await call(token)('PATCH', `/api/blocks/${block.id}`, {
        startTime: at(date, '16:00'),
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Bloqueio não encontrado');
    }
    const listed = await call(pro.token)(
      'GET',
      `/api/blocks?from=${dateAhead(6)}&to=${dateAhead(6)}`,
    );
    expect(listed.json()).toMatchObject([{ id: block.id, startTime: at(dateAhead(6), '09:00') }]);
  });

  it('a move onto an appointment or another block of that professional is refused in pt-BR and changes nothing; a colleague’s appointment does not clash', async () => {
    const { admin, pro } = await bookableProfessional(t, { windows });
    const colleague = await signedInProfessional(t, admin.user.organizationId);
    const date = dateAhead(7);
    expect((await book(pro.id, at(date, '15:00'))).statusCode).toBe(201);
    const block = await blockFor(pro.token, date, '10:00', '11:00');
    await blockFor(pro.token, date, '12:00', '13:00');
    await blockFor(admin.token, date, '16:00', '17:00', colleague.id);

    const cases: Array<[string, string]> = [
      [
        '14:30',
        'O profissional tem agendamento neste horário. Escolha outro horário para o bloqueio.',
      ],
      ['12:30', 'O profissional já tem outro bloqueio neste horário.'],
    ];
    for (const [time, message] of cases) {
      const refused = await call(pro.token)('PATCH', `/api/blocks/${block.id}`, {
        startTime: at(date, time),
      });
      expect(refused.statusCode, time).toBe(409);
      expect(refused.json().message).toBe(message);
    }
    const listed = await call(pro.token)('GET', `/api/blocks?from=${date}&to=${date}`);
    expect(listed.json().find((b: { id: string }) => b.id === block.id)).toMatchObject({
      startTime: at(date, '10:00'),
      endTime: at(date, '11:00'),
    });

    // The colleague's block at 16:00 is not this professional's: the move is taken.
    const free = await call(admin.token)('PATCH', `/api/blocks/${block.id}`, {
      startTime: at(date, '16:00'),
    });
    expect(free.statusCode, free.body).toBe(200);
    // A title alone never asks about the time.
    const renamed = await call(pro.token)('PATCH', `/api/blocks/${block.id}`, { title: 'Estudo' });
    expect(renamed.statusCode).toBe(200);
  });

  it('an appointment the block already covered does not refuse a shift that still covers it', async () => {
    const { pro } = await bookableProfessional(t, { windows });
    const date = dateAhead(8);
    expect((await book(pro.id, at(date, '10:00'))).statusCode).toBe(201);
    const block = await blockFor(pro.token, date, '09:00', '11:00');
    const shifted = await call(pro.token)('PATCH', `/api/blocks/${block.id}`, {
      startTime: at(date, '09:30'),
    });
    expect(shifted.statusCode, shifted.body).toBe(200);
    expect(shifted.json().overlappingAppointments).toBe(1);
  });

  it('a move writes block.updated with the new times for a block.* subscription, and REST v1 refuses a clash the same way', async () => {
    const { admin, pro, token } = await apiOrganization(t, { windows });
    const v1 = callV1(t, token);
    const hook = await v1('POST', '/api/v1/webhooks', {
      url: 'http://127.0.0.1:9/blocks',
      events: ['block.updated'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const date = dateAhead(9);
    const block = await blockFor(admin.token, date, '14:00', '15:00', pro.id);
    const moved = await call(pro.token)('PATCH', `/api/blocks/${block.id}`, {
      startTime: at(date, '16:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);

    expect((await book(pro.id, at(date, '10:00'))).statusCode).toBe(201);
    const clash = await v1('PATCH', `/api/v1/blocks/${block.id}`, {
      startTime: at(date, '10:00'),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.body).toContain('O profissional tem agendamento neste horário.');

    const rows = await t.db
      .select()
      .from(webhookLogs)
      .where(
        and(
          eq(webhookLogs.organizationId, admin.user.organizationId),
          like(webhookLogs.eventType, 'block.%'),
        ),
      );
    // One row: the refused move wrote nothing, and block.created was not asked for.
    expect(rows.map((row) => row.eventType)).toEqual(['block.updated']);
    expect(rows[0]!.payload).toEqual({
      event: 'block.updated',
      data: {
        blockId: block.id,
        professionalId: pro.id,
        title: 'Audiência',
        notes: null,
        startTime: at(date, '16:00'),
        endTime: at(date, '17:00'),
      },
    });
  });

  it("a professional's block created, moved and deleted reaches the admin's open agenda and the public page's stream, never another office", async () => {
    const { admin, pro } = await bookableProfessional(t, { windows });
    const stranger = await registerAdmin(t);
    const shared = await openSse(`${base}/api/notifications/stream`, sessionCookie(admin.token));
    const elsewhere = await openSse(
      `${base}/api/notifications/stream`,
      sessionCookie(stranger.token),
    );
    const publicPage = await openSse(`${base}/api/booking-stream?professionalIds=${pro.id}`);
    for (const stream of [shared, elsewhere, publicPage]) {
      await stream.waitFor((m) => m.type === 'connection_established');
    }
    const date = dateAhead(10);
    const block = await blockFor(pro.token, date, '10:00', '11:00');
    await call(pro.token)('PATCH', `/api/blocks/${block.id}`, { startTime: at(date, '15:00') });
    await call(pro.token)('DELETE', `/api/blocks/${block.id}`);

    const changes = () => shared.received.filter((m) => m.type === 'block_changed');
    await shared.waitFor(() => changes().length === 3);
    expect(changes()[0]).toEqual({
      type: 'block_changed',
      userId: pro.id,
      appointmentId: null,
      source: null,
    });
    await publicPage.waitFor(
      () => publicPage.received.filter((m) => m.type === 'slots_changed').length === 3,
    );
    expect(JSON.stringify([...shared.received, ...publicPage.received])).not.toContain('Audiência');
    expect(elsewhere.received.map((m) => m.type)).toEqual(['connection_established']);
    for (const stream of [shared, elsewhere, publicPage]) stream.close();
  });
});
