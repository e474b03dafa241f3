import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema.ts';
import { zonedDateTime } from '@core/scheduling/local-date.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { expectRefusedWithoutWrites } from '@tests/helpers/requests.ts';
import { at, bookableProfessional, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => zonedDateTime(Date.now(), 'America/Sao_Paulo').date;
/** The first of some dates that is at least two days ahead (the tests outlive one year). */
const nextOf = (dates: string[]) => dates.find((date) => date > today())!;
const carnavalTuesday = () =>
  nextOf(['2026-02-17', '2027-02-09', '2028-02-29', '2029-02-13', '2030-03-05']);
const july9 = () => nextOf(['2026-07-09', '2027-07-09', '2028-07-09', '2029-07-09', '2030-07-09']);

/** A bookable professional whose clients may book a year ahead (the holidays tested may be far). */
async function bookable() {
  const office = await bookableProfessional(t);
  const response = await editProfile(office.pro.token, { maximumHorizonDays: 400 });
  expect(response.statusCode, response.body).toBe(200);
  return office;
}

async function officeIn(state: string | null, city: string | null = null) {
  const office = await bookable();
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/organization',
    headers: bearer(office.admin.token),
    payload: { name: 'Escritório', state, city },
  });
  expect(response.statusCode).toBe(200);
  return office;
}

const slotsOn = async (professionalId: string, date: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/slots?professionalId=${professionalId}&from=${date}&to=${date}`,
    })
  ).json().slots as unknown[];

const editProfile = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: bearer(token), payload });

describe('holidays', () => {
  it('leave Carnaval without public slots by default, and Ash Wednesday has them', async () => {
    const { pro } = await bookable();
    const tuesday = carnavalTuesday();
    expect(await slotsOn(pro.id, tuesday)).toEqual([]);
    const ashWednesday = new Date(Date.parse(`${tuesday}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await slotsOn(pro.id, ashWednesday)).length).toBeGreaterThan(0);
  });

  it('close on 9 de julho an office in SP and not one in RJ', async () => {
    const date = july9();
    const sp = await officeIn('SP');
    const rj = await officeIn('RJ', '3304557');
    expect(await slotsOn(sp.pro.id, date)).toEqual([]);
    expect((await slotsOn(rj.pro.id, date)).length).toBeGreaterThan(0);
    const holidays = await t.app.inject({
      method: 'GET',
      url: `/api/holidays?from=${date}&to=${date}`,
      headers: bearer(sp.pro.token),
    });
    expect(holidays.json()).toEqual([{ date, name: 'Revolução Constitucionalista' }]);
  });

  it('give slots to a professional who turned blocking off, or who opened that holiday', async () => {
    const tuesday = carnavalTuesday();
    const off = await bookable();
    expect((await editProfile(off.pro.token, { blockHolidays: false })).json()).toMatchObject({
      blockHolidays: false,
    });
    expect((await slotsOn(off.pro.id, tuesday)).length).toBeGreaterThan(0);

    const opened = await bookable();
    const saved = await editProfile(opened.pro.token, { openedHolidays: [tuesday, tuesday] });
    expect(saved.json()).toMatchObject({ blockHolidays: true, openedHolidays: [tuesday] });
    expect((await slotsOn(opened.pro.id, tuesday)).length).toBeGreaterThan(0);
  });

  it('refuse a public booking on a holiday with a pt-BR message', async () => {
    const { pro, timezone } = await bookable();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(pro.id, at(carnavalTuesday(), '09:00', timezone)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Não há atendimento neste dia: feriado (Carnaval). Escolha outra data.',
    );
  });

  it('let staff book on a holiday deliberately', async () => {
    const { pro, timezone } = await bookable();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(pro.token),
      payload: {
        clientName: 'Cliente Plantão',
        clientEmail: 'plantao@example.com',
        clientPhone: '(11) 98765-4321',
        startTime: at(carnavalTuesday(), '09:00', timezone),
        endTime: at(carnavalTuesday(), '10:00', timezone),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('come with the public booking page, with each professional’s choice', async () => {
    const { pro, admin } = await officeIn('SP', '3550308');
    const page = (await t.app.inject({ url: `/api/booking/personal/${pro.bookingSlug}` })).json();
    expect(page.holidays).toContainEqual({ date: july9(), name: 'Revolução Constitucionalista' });
    expect(page.professional).toMatchObject({ blockHolidays: true, openedHolidays: [] });
    const shared = await t.app.inject({ url: `/api/booking/shared/admin/${admin.user.id}` });
    expect(shared.json().holidays).toContainEqual({
      date: carnavalTuesday(),
      name: 'Carnaval',
    });
  });

  it('refuse an unknown UF or a city of another UF, and are for signed-in users only', async () => {
    const { admin } = await bookable();
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/organization',
      headers: bearer(admin.token),
      payload: { name: 'Souza Advocacia', state: 'SP', city: '3106200' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Município não encontrado nesta UF.');
    await expectRefusedWithoutWrites(
      t,
      {
        method: 'PATCH',
        url: '/api/admin/organization',
        token: admin.token,
        table: organizations,
      },
      [
        { name: 'Souza Advocacia', state: 'XX' },
        { name: 'Souza Advocacia', state: null, city: '3550308' },
        { name: 'Souza Advocacia', state: 'SP', city: 'SP' },
        { name: 'Souza Advocacia', state: 'sp' },
      ],
    );
    const anonymous = await t.app.inject({ url: '/api/holidays?from=2027-01-01&to=2027-12-31' });
    expect(anonymous.statusCode).toBe(401);
  });
});
