import { and, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOrganization, callV1 } from '@tests/helpers/api-v1.ts';
import { requestAs, twoAtOnceEveryDay } from '@tests/helpers/blocks.ts';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { webhookLogs } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000, WEBHOOK_ALLOW_PRIVATE: true });
});
afterAll(() => t.close());

const windows = twoAtOnceEveryDay;
const request = (token: string) => requestAs(t, token);

async function freeTimes(professionalId: string, date: string) {
  const page = await t.app.inject({
    url: `/api/slots?professionalId=${professionalId}&from=${date}&to=${date}`,
  });
  return (page.json().slots as Array<{ time: string }>).map((slot) => slot.time);
}

const book = (professionalId: string, startTime: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(professionalId, startTime, { clientEmail: 'cliente@example.com' }),
  });

describe('blocked time (Bloqueio)', () => {
  it("a professional blocks 14:00–16:00 for 'Audiência': public slots close even with room for two, bookings are refused with suggestions", async () => {
    const { pro } = await bookableProfessional(t, { windows });
    const date = dateAhead(5);
    const created = await request(pro.token)('POST', '/api/blocks', {
      title: 'Audiência',
      notes: 'Fórum central',
      startTime: at(date, '14:00'),
      endTime: at(date, '16:00'),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      overlappingAppointments: 0,
      blocks: [{ userId: pro.id, title: 'Audiência', notes: 'Fórum central' }],
    });

    const times = await freeTimes(pro.id, date);
    expect(times).toContain('13:00');
    expect(times).not.toContain('14:00');
    expect(times).not.toContain('15:00');
    expect(times).toContain('16:00');
    // The public page never sees the title.
    const page = await t.app.inject({
      url: `/api/slots?professionalId=${pro.id}&from=${date}&to=${date}`,
    });
    expect(page.body).not.toContain('Audiência');

    const full = await book(pro.id, at(date, '14:00'));
    expect(full.statusCode).toBe(409);
    expect(full.json().suggestions.length).toBeGreaterThan(0);
    const inside = await book(pro.id, at(date, '14:30'));
    expect(inside.statusCode).toBe(400);
    const suggested = inside.json().suggestions.map((s: { startUtc: string }) => s.startUtc);
    expect(suggested).toContain(at(date, '16:00'));
    expect(suggested).not.toContain(at(date, '14:00'));

    // Staff cannot book into it either (409, saying why).
    const staff = await request(pro.token)('POST', '/api/appointments', {
      clientName: 'Cliente Teste',
      clientEmail: 'c@example.com',
      startTime: at(date, '15:00'),
      duration: 30,
    });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().message).toBe('O profissional tem um bloqueio neste horário.');
  });

  it('moving a block reopens its old time and closes the new one; deleting it reopens all', async () => {
    const { pro } = await bookableProfessional(t, { windows });
    const date = dateAhead(6);
    const created = await request(pro.token)('POST', '/api/blocks', {
      title: 'Estudo',
      startTime: at(date, '10:00'),
      endTime: at(date, '11:00'),
    });
    const id = created.json().blocks[0].id as string;
    expect(await freeTimes(pro.id, date)).not.toContain('10:00');

    const moved = await request(pro.token)('PATCH', `/api/blocks/${id}`, {
      startTime: at(date, '15:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().blocks[0]).toMatchObject({
      startTime: at(date, '15:00'),
      endTime: at(date, '16:00'),
    });
    let times = await freeTimes(pro.id, date);
    expect(times).toContain('10:00');
    expect(times).not.toContain('15:00');

    const deleted = await request(pro.token)('DELETE', `/api/blocks/${id}`);
    expect(deleted.statusCode).toBe(204);
    times = await freeTimes(pro.id, date);
    expect(times).toContain('15:00');
    expect((await book(pro.id, at(date, '15:00'))).statusCode).toBe(201);
  });

  it('an admin blocks several professionals at once, one row each, warned of appointments already there', async () => {
    const { admin, pro } = await bookableProfessional(t, { windows });
    const other = await signedInProfessional(t, admin.user.organizationId, { name: 'Carla Dias' });
    const date = dateAhead(7);
    expect((await book(pro.id, at(date, '09:00'))).statusCode).toBe(201);
    const created = await request(admin.token)('POST', '/api/blocks', {
      title: 'Reunião do escritório',
      startTime: at(date, '09:00'),
      endTime: at(date, '12:00'),
      userIds: [pro.id, other.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().overlappingAppointments).toBe(1);
    expect(
      created
        .json()
        .blocks.map((b: { userId: string }) => b.userId)
        .sort(),
    ).toEqual([pro.id, other.id].sort());
    const listed = await request(admin.token)('GET', `/api/blocks?from=${date}&to=${date}`);
    expect(listed.json()).toHaveLength(2);
    const own = await request(other.token)('GET', `/api/blocks?from=${date}&to=${date}`);
    expect(own.json().map((b: { userId: string }) => b.userId)).toEqual([other.id]);
  });

  it('access: a professional cannot block, change or see another; another office is 404', async () => {
    const { admin, pro } = await bookableProfessional(t, { windows });
    const colleague = await signedInProfessional(t, admin.user.organizationId);
    const stranger = await registerAdmin(t);
    const date = dateAhead(8);
    const body = { title: 'Compromisso', startTime: at(date, '10:00'), endTime: at(date, '11:00') };

    const forOther = await request(pro.token)('POST', '/api/blocks', {
      ...body,
      userIds: [colleague.id],
    });
    expect(forOther.statusCode).toBe(403);
    const otherOffice = await request(stranger.token)('POST', '/api/blocks', {
      ...body,
      userIds: [pro.id],
    });
    expect(otherOffice.statusCode).toBe(404);
    // Several at once, one of them of another office: nothing is written.
    const mixed = await request(admin.token)('POST', '/api/blocks', {
      ...body,
      userIds: [pro.id, stranger.user.id],
    });
    expect(mixed.statusCode).toBe(404);
    expect(
      (await request(admin.token)('GET', `/api/blocks?from=${date}&to=${date}`)).json(),
    ).toEqual([]);

    const id = (await request(pro.token)('POST', '/api/blocks', body)).json().blocks[0].id;
    for (const token of [colleague.token, stranger.token]) {
      expect((await request(token)('PATCH', `/api/blocks/${id}`, { title: 'X' })).statusCode).toBe(
        404,
      );
      expect((await request(token)('DELETE', `/api/blocks/${id}`)).statusCode).toBe(404);
    }
    expect(
      (await request(admin.token)('PATCH', `/api/blocks/${id}`, { title: 'Y' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/blocks' })).statusCode).toBe(401);
  });

  it('refuses bad input in pt-BR and writes nothing', async () => {
    const { pro } = await bookableProfessional(t, { windows });
    const date = dateAhead(9);
    const cases: Array<[object, string]> = [
      [
        { title: '  ', startTime: at(date, '10:00'), endTime: at(date, '11:00') },
        'Título é obrigatório',
      ],
      [
        { title: 'x'.repeat(121), startTime: at(date, '10:00'), endTime: at(date, '11:00') },
        'O título pode ter no máximo 120 caracteres',
      ],
      [
        { title: 'Audiência', startTime: at(date, '11:00'), endTime: at(date, '10:00') },
        'O término deve ser depois do início',
      ],
      [
        { title: 'Férias', startTime: at(date, '10:00'), endTime: at(dateAhead(41), '10:00') },
        'Um bloqueio pode durar no máximo 31 dias',
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await request(pro.token)('POST', '/api/blocks', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect((await request(pro.token)('GET', '/api/blocks')).json()).toEqual([]);
  });

  it('webhooks: only a subscription that asked for block.* hears of blocks; nobody gets e-mail or WhatsApp', async () => {
    const { admin, pro, token } = await apiOrganization(t, { windows });
    const v1 = callV1(t, token);
    const blocksHook = await v1('POST', '/api/v1/webhooks', {
      url: 'http://127.0.0.1:9/blocks',
      events: ['block.created', 'block.updated', 'block.deleted'],
    });
    expect(blocksHook.statusCode, blocksHook.body).toBe(201);
    const appointmentsHook = await v1('POST', '/api/v1/webhooks', {
      url: 'http://127.0.0.1:9/appointments',
      events: ['appointment.created', 'appointment.updated', 'appointment.cancelled'],
    });
    expect(appointmentsHook.statusCode).toBe(201);
    const date = dateAhead(10);
    const id = (
      await request(admin.token)('POST', '/api/blocks', {
        title: 'Audiência',
        startTime: at(date, '14:00'),
        endTime: at(date, '16:00'),
        userIds: [pro.id],
      })
    ).json().blocks[0].id;
    await request(admin.token)('PATCH', `/api/blocks/${id}`, { startTime: at(date, '15:00') });
    await request(admin.token)('DELETE', `/api/blocks/${id}`);

    const rows = await t.db
      .select()
      .from(webhookLogs)
      .where(and(eq(webhookLogs.organizationId, admin.user.organizationId)));
    const blockRows = rows.filter((row) => row.eventType.startsWith('block.'));
    expect(blockRows.map((row) => [row.eventType, row.channel, row.url])).toEqual([
      ['block.created', 'webhook', 'http://127.0.0.1:9/blocks'],
      ['block.updated', 'webhook', 'http://127.0.0.1:9/blocks'],
      ['block.deleted', 'webhook', 'http://127.0.0.1:9/blocks'],
    ]);
    expect(blockRows[0]!.payload).toMatchObject({
      event: 'block.created',
      data: { blockId: id, professionalId: pro.id, title: 'Audiência' },
    });
    // Nothing else was written for the blocks: no e-mail, WhatsApp or appointment event.
    expect(rows).toHaveLength(3);
    const others = await t.db
      .select()
      .from(webhookLogs)
      .where(and(like(webhookLogs.eventType, 'block.%'), ne(webhookLogs.channel, 'webhook')));
    expect(others).toEqual([]);
  });
});
