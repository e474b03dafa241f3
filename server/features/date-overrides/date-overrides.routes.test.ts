import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOverrides } from '../../db/schema.ts';
import { addDays } from '@core/scheduling/local-date.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { expectRefusedWithoutWrites } from '@tests/helpers/requests.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { comingForensicRecess } from './manage-date-overrides.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const USER = '/api/user/date-overrides';
const ADMIN = '/api/admin/date-overrides';

/** A bookable office whose professional works through holidays (the dates here are any dates). */
async function office() {
  const made = await bookableProfessional(t);
  await t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers: bearer(made.pro.token),
    payload: { blockHolidays: false },
  });
  return made;
}

const send = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), payload });

const timesOn = async (professionalId: string, date: string) =>
  (
    await t.app.inject({
      url: `/api/slots?professionalId=${professionalId}&from=${date}&to=${date}`,
    })
  )
    .json()
    .slots.map((slot: { time: string }) => slot.time) as string[];

describe('date overrides', () => {
  it('a professional creates, lists and deletes their own day off, and the public slots follow', async () => {
    const { pro } = await office();
    const from = dateAhead(10);
    const to = addDays(from, 2);
    expect(await timesOn(pro.id, from)).toContain('09:00');
    const created = await send('POST', USER, pro.token, {
      startDate: from,
      endDate: to,
      name: 'Férias',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      override: {
        userId: pro.id,
        startDate: from,
        endDate: to,
        name: 'Férias',
        startTime: null,
      },
      bookingsInside: [],
    });
    expect(await timesOn(pro.id, from)).toEqual([]);
    expect(await timesOn(pro.id, to)).toEqual([]);
    expect(await timesOn(pro.id, addDays(to, 1))).toContain('09:00');
    expect((await send('GET', USER, pro.token)).json()).toHaveLength(1);
    const days = await send('GET', `/api/date-overrides/days?from=${from}&to=${to}`, pro.token);
    expect(days.json()).toEqual([0, 1, 2].map((n) => ({ date: addDays(from, n), name: 'Férias' })));

    const page = await t.app.inject({ url: `/api/booking/personal/${pro.bookingSlug}` });
    expect(page.json().professional.daysOff).toContainEqual({ date: from, name: 'Férias' });

    const id = created.json().override.id as string;
    expect((await send('DELETE', `${USER}/${id}`, pro.token)).statusCode).toBe(204);
    expect(await timesOn(pro.id, from)).toContain('09:00');
  });

  it('a public booking on a day off is refused inside the transaction, naming it', async () => {
    const { pro, timezone } = await office();
    const date = dateAhead(12);
    await send('POST', USER, pro.token, { startDate: date, endDate: date, name: 'Audiência' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(pro.id, at(date, '09:00', timezone)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Não há atendimento neste dia: Audiência. Escolha outra data.',
    );
  });

  it('different hours on a date replace its weekly windows, for slots and bookings', async () => {
    const { pro, timezone } = await office();
    const date = dateAhead(14);
    const saved = await send('POST', USER, pro.token, {
      startDate: date,
      endDate: date,
      name: 'Plantão à tarde',
      startTime: '14:00',
      endTime: '16:00',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await timesOn(pro.id, date)).toEqual(['14:00', '15:00']);
    expect(await timesOn(pro.id, addDays(date, 1))).toEqual(['09:00', '10:00', '11:00']);
    const morning = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(pro.id, at(date, '09:00', timezone)),
    });
    expect(morning.statusCode).toBe(400);
    const afternoon = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(pro.id, at(date, '14:00', timezone)),
    });
    expect(afternoon.statusCode, afternoon.body).toBe(201);
  });

  it("the office's day off closes every professional and wins over a professional's different hours", async () => {
    const { pro, admin } = await office();
    const date = dateAhead(16);
    await send('POST', USER, pro.token, {
      startDate: date,
      endDate: date,
      name: 'Horário especial',
      startTime: '14:00',
      endTime: '16:00',
    });
    const closed = await send('POST', ADMIN, admin.token, {
      startDate: date,
      endDate: date,
      name: 'Recesso do escritório',
      userId: null,
    });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json().override.userId).toBeNull();
    expect(await timesOn(pro.id, date)).toEqual([]);
    const days = await send('GET', `/api/date-overrides/days?from=${date}&to=${date}`, admin.token);
    expect(days.json()).toEqual([{ date, name: 'Recesso do escritório' }]);
    expect((await send('GET', ADMIN, admin.token)).json()).toHaveLength(2);
  });

  it('refuses in pt-BR, writing nothing: end before start, over 400 days, no name, overlapping', async () => {
    const { pro } = await office();
    const from = dateAhead(20);
    const cases: Array<[object, string]> = [
      [
        { startDate: from, endDate: addDays(from, -1), name: 'Férias' },
        'A data final deve ser igual ou depois da data inicial.',
      ],
      [
        { startDate: from, endDate: addDays(from, 400), name: 'Férias' },
        'Escolha um período de no máximo 400 dias.',
      ],
      [
        { startDate: from, endDate: from, name: '   ' },
        'Dê um nome, por exemplo Férias ou Audiência.',
      ],
      [
        { startDate: '31/12/2030', endDate: from, name: 'Férias' },
        'Data inválida: use o formato dd/mm/aaaa.',
      ],
      [
        { startDate: from, endDate: from, name: 'Tarde', startTime: '14:00' },
        'Informe o início e o fim do horário especial, ou nenhum dos dois.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await send('POST', USER, pro.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    await send('POST', USER, pro.token, {
      startDate: from,
      endDate: addDays(from, 4),
      name: 'Férias',
    });
    const overlap = await send('POST', USER, pro.token, {
      startDate: addDays(from, 4),
      endDate: addDays(from, 6),
      name: 'Audiência',
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toBe(
      `Já existe 'Férias' de ${from.split('-').reverse().join('/')} a ${addDays(from, 4).split('-').reverse().join('/')} nestas datas. Edite-a ou escolha outras datas.`,
    );
    await expectRefusedWithoutWrites(
      t,
      { method: 'POST', url: USER, token: pro.token, table: dateOverrides },
      cases.map(([payload]) => payload),
    );
  });

  it('access: a professional only their own, an admin their office only (another office is 404)', async () => {
    const one = await office();
    const other = await office();
    const date = dateAhead(22);
    const mine = (
      await send('POST', USER, one.pro.token, { startDate: date, endDate: date, name: 'Férias' })
    ).json().override;
    const officeWide = (
      await send('POST', ADMIN, one.admin.token, {
        startDate: addDays(date, 3),
        endDate: addDays(date, 3),
        name: 'Recesso',
      })
    ).json().override;

    // A professional cannot use the admin routes, nor touch the office's override.
    expect((await send('GET', ADMIN, one.pro.token)).statusCode).toBe(403);
    expect((await send('DELETE', `${USER}/${officeWide.id}`, one.pro.token)).statusCode).toBe(404);
    // Another office's admin and professional get 404 for these ids and this professional.
    expect((await send('DELETE', `${ADMIN}/${mine.id}`, other.admin.token)).statusCode).toBe(404);
    expect((await send('DELETE', `${USER}/${mine.id}`, other.pro.token)).statusCode).toBe(404);
    const foreign = await send('POST', ADMIN, other.admin.token, {
      startDate: date,
      endDate: date,
      name: 'X',
      userId: one.pro.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await send('GET', ADMIN, other.admin.token)).json()).toEqual([]);
    expect(
      (
        await send(
          'GET',
          `/api/date-overrides/days?from=${date}&to=${date}&userId=${one.pro.id}`,
          other.admin.token,
        )
      ).statusCode,
    ).toBe(404);
    // The own admin edits the professional's override.
    const edited = await send('PUT', `${ADMIN}/${mine.id}`, one.admin.token, {
      startDate: date,
      endDate: addDays(date, 1),
      name: 'Férias coletivas',
      userId: one.pro.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().override).toMatchObject({
      name: 'Férias coletivas',
      endDate: addDays(date, 1),
    });
    expect((await t.app.inject({ url: USER })).statusCode).toBe(401);
  });

  it('lists the bookings already inside a saved range, and a booking racing the save never ends inside unnoticed', async () => {
    const { pro, timezone } = await office();
    const date = dateAhead(25);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(pro.id, at(date, '10:00', timezone), { clientName: 'Ana Souza' }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const saved = await send('POST', USER, pro.token, {
      startDate: date,
      endDate: date,
      name: 'Férias',
    });
    expect(saved.json().bookingsInside).toEqual([
      expect.objectContaining({ clientName: 'Ana Souza', startTime: at(date, '10:00', timezone) }),
    ]);

    for (let round = 0; round < 3; round++) {
      const day = addDays(date, 2 + round);
      const [booking, override] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/appointments/public',
          payload: publicBooking(pro.id, at(day, '09:00', timezone), {
            clientName: `Corrida ${round}`,
          }),
        }),
        send('POST', USER, pro.token, { startDate: day, endDate: day, name: 'Audiência' }),
      ]);
      expect(override.statusCode, override.body).toBe(201);
      const listed = override
        .json()
        .bookingsInside.map((b: { clientName: string }) => b.clientName);
      if (booking.statusCode === 201) expect(listed).toEqual([`Corrida ${round}`]);
      else {
        expect(booking.statusCode).toBe(400);
        expect(listed).toEqual([]);
      }
    }
  });

  it("'Aplicar recesso forense' creates the office's 20/12–20/01 of the coming recess, editable and deletable", async () => {
    const { admin, pro } = await office();
    const applied = await send('POST', `${ADMIN}/forensic-recess`, admin.token);
    expect(applied.statusCode, applied.body).toBe(201);
    const recess = comingForensicRecess(Date.now(), 'America/Sao_Paulo');
    expect(applied.json().override).toMatchObject({
      ...recess,
      name: 'Recesso forense',
      userId: null,
    });
    expect(await timesOn(pro.id, recess.endDate)).toEqual([]);
    const twice = await send('POST', `${ADMIN}/forensic-recess`, admin.token);
    expect(twice.statusCode).toBe(400);
    const id = applied.json().override.id as string;
    const edited = await send('PUT', `${ADMIN}/${id}`, admin.token, {
      ...recess,
      endDate: recess.endDate.replace('-20', '-06'),
      name: 'Recesso forense',
      userId: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await send('DELETE', `${ADMIN}/${id}`, admin.token)).statusCode).toBe(204);
  });

  it('the coming forensic recess is this year’s until 20 January, then the next', () => {
    expect(comingForensicRecess(Date.parse('2027-01-10T12:00:00Z'), 'America/Sao_Paulo')).toEqual({
      startDate: '2026-12-20',
      endDate: '2027-01-20',
    });
    expect(comingForensicRecess(Date.parse('2027-03-01T12:00:00Z'), 'America/Sao_Paulo')).toEqual({
      startDate: '2027-12-20',
      endDate: '2028-01-20',
    });
  });
});
