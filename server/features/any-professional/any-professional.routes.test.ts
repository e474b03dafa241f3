import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, users } from '../../db/schema.ts';
import { bearer, registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const everyDay = (startTime: string, endTime: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

/** A professional of the office with areas and weekly hours, set through the real API. */
async function lawyer(
  organizationId: string,
  name: string,
  areas: string[],
  hours: [string, string],
) {
  const pro = await signedInProfessional(t, organizationId, { name });
  const profile = await t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers: bearer(pro.token),
    payload: { areas, bufferTime: 0 },
  });
  expect(profile.statusCode).toBe(200);
  for (const window of everyDay(...hours)) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/availability',
      headers: bearer(pro.token),
      payload: window,
    });
    expect(response.statusCode).toBe(201);
  }
  return pro;
}

const booking = (adminId: string, startTime: string, i = 0) => ({
  adminId,
  area: 'trabalhista',
  clientName: `Cliente ${i}`,
  clientEmail: `cliente${i}@example.com`,
  clientPhone: '(11) 98765-4321',
  notes: null,
  startTime,
});

const bookAny = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/appointments/public/any', payload });

describe('areas of practice', () => {
  it('are trimmed and saved by the professional, and by the admin for a professional', async () => {
    const admin = await registerAdmin(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    const own = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(pro.token),
      payload: { areas: ['  Trabalhista ', 'Família'] },
    });
    expect(own.json().areas).toEqual(['Trabalhista', 'Família']);
    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${pro.id}`,
      headers: bearer(admin.token),
      payload: { areas: ['Tributário'] },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().areas).toEqual(['Tributário']);
  });

  it.each([
    [
      ['Trabalhista', 'trabalhista'],
      'A área de atuação "trabalhista" foi informada mais de uma vez.',
    ],
    [['   '], 'Cada área de atuação deve ter de 1 a 40 caracteres.'],
    [['a'.repeat(41)], 'Cada área de atuação deve ter de 1 a 40 caracteres.'],
    [Array.from({ length: 11 }, (_, i) => `Área ${i}`), 'Informe no máximo 10 áreas de atuação.'],
    ['Trabalhista', 'Informe as áreas de atuação como uma lista de textos.'],
  ])('refuses %j with a pt-BR message and writes nothing', async (areas, message) => {
    const pro = await signedInProfessional(t);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(pro.token),
      payload: { areas },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.areas ?? response.json().message).toBe(message);
    const [row] = await t.db.select().from(users).where(eq(users.id, pro.id));
    expect(row!.areas).toEqual([]);
  });

  it('are edited for another professional only by an admin', async () => {
    const admin = await registerAdmin(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    const other = await signedInProfessional(t, admin.user.organizationId);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${other.id}`,
      headers: bearer(pro.token),
      payload: { areas: ['Família'] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("'Qualquer profissional disponível' on the shared page", () => {
  it('offers the union of areas and the union of free times, each start once', async () => {
    const admin = await registerAdmin(t);
    const org = admin.user.organizationId;
    await lawyer(org, 'Carla Dias', ['Trabalhista', 'Família'], ['09:00', '11:00']);
    await lawyer(org, 'Davi Reis', ['trabalhista'], ['10:00', '12:00']);
    await lawyer(org, 'Elisa Melo', ['Tributário'], ['14:00', '15:00']);
    const page = await t.app.inject({ url: `/api/booking/shared/admin/${admin.user.id}` });
    expect(page.json().anyProfessional.areas).toEqual(['Família', 'Trabalhista', 'Tributário']);
    const date = dateAhead(3);
    const slots = await t.app.inject({
      url: `/api/slots/any?adminId=${admin.user.id}&area=TRABALHISTA&from=${date}&to=${date}`,
    });
    expect(slots.statusCode).toBe(200);
    const day = slots.json().slots as Array<{ time: string; remaining: number }>;
    expect(day.map((slot) => [slot.time, slot.remaining])).toEqual([
      ['09:00', 1],
      ['10:00', 2],
      ['11:00', 1],
    ]);
    const unknown = await t.app.inject({
      url: `/api/slots/any?adminId=${admin.user.id}&area=Penal&from=${date}&to=${date}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'Nenhum profissional deste escritório atende nesta área de atuação.',
    );
  });

  it('gives the booking to the least-booked professional and names them', async () => {
    const admin = await registerAdmin(t);
    const org = admin.user.organizationId;
    const busy = await lawyer(org, 'Carla Dias', ['Trabalhista'], ['09:00', '12:00']);
    const idle = await lawyer(org, 'Davi Reis', ['Trabalhista'], ['09:00', '12:00']);
    const date = dateAhead(3);
    for (const time of ['09:00', '11:00']) {
      const earlier = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/public',
        payload: {
          ...booking(admin.user.id, at(date, time)),
          area: undefined,
          adminId: undefined,
          professionalId: busy.id,
        },
      });
      expect(earlier.statusCode).toBe(201);
    }
    const response = await bookAny(booking(admin.user.id, at(date, '10:00')));
    expect(response.statusCode).toBe(201);
    expect(response.json().userId).toBe(idle.id);
    expect(response.json().professional).toMatchObject({ id: idle.id, name: 'Davi Reis' });
  });

  it('two clients take the last two free lawyers at once; the third gets 409 with suggestions', async () => {
    const admin = await registerAdmin(t);
    const org = admin.user.organizationId;
    const first = await lawyer(org, 'Carla Dias', ['Trabalhista'], ['09:00', '12:00']);
    const second = await lawyer(org, 'Davi Reis', ['Trabalhista'], ['09:00', '12:00']);
    const date = dateAhead(4);
    const start = at(date, '10:00');
    const responses = await Promise.all(
      [1, 2, 3].map((i) => bookAny(booking(admin.user.id, start, i))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409]);
    const given = responses.filter((r) => r.statusCode === 201).map((r) => r.json().userId);
    expect(given.sort()).toEqual([first.id, second.id].sort());
    const refused = responses.find((r) => r.statusCode === 409)!.json();
    expect(refused.message).toBe(
      'Nenhum profissional desta área está livre neste horário. Escolha um dos horários sugeridos.',
    );
    const suggested = refused.suggestions.map((s: { startUtc: string }) => s.startUtc);
    expect(suggested).toHaveLength(3);
    expect(suggested).toEqual(expect.arrayContaining([at(date, '09:00'), at(date, '11:00')]));
    expect(suggested).not.toContain(start);
    const rows = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.startTime, new Date(start)));
    expect(rows.filter((row) => [first.id, second.id].includes(row.userId))).toHaveLength(2);
  });

  it('refuses a bad body with a pt-BR 400 and an unknown office with 404', async () => {
    const admin = await registerAdmin(t);
    const bad = await bookAny({ ...booking(admin.user.id, at(dateAhead(3), '10:00')), area: '' });
    expect(bad.statusCode).toBe(400);
    const unknown = await bookAny(booking(crypto.randomUUID(), at(dateAhead(3), '10:00')));
    expect(unknown.statusCode).toBe(404);
  });
});
