import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areasMessages } from '@core/messages.ts';
import { apiOrganization, callV1 } from '@tests/helpers/api-v1.ts';
import { bearer, signedInProfessional } from '@tests/helpers/factories.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(() => t.close());

const appointment = (startTime: string, extra: object = {}) => ({
  clientName: 'Ana Lima',
  clientEmail: 'ana@example.com',
  startTime,
  ...extra,
});

describe('REST v1: "any professional" of an area (decision 073)', () => {
  it('books the least-booked free lawyer of the area, then the next, then answers 409', async () => {
    const { admin, pro: bruno, token } = await apiOrganization(t);
    const v1 = callV1(t, token);
    const carla = await signedInProfessional(t, admin.user.organizationId, { name: 'Carla Dias' });
    for (const id of [bruno.id, carla.id]) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}`,
        headers: bearer(admin.token),
        payload: { areas: ['Trabalhista'] },
      });
      expect(saved.statusCode).toBe(200);
    }
    for (const dayOfWeek of [0, 1, 2, 3, 4, 5, 6]) {
      const window = { dayOfWeek, startTime: '09:00', endTime: '12:00' };
      await t.app.inject({
        method: 'POST',
        url: '/api/availability',
        headers: bearer(carla.token),
        payload: window,
      });
    }
    const date = dateAhead(3);
    const earlier = await v1(
      'POST',
      '/api/v1/appointments',
      appointment(at(date, '09:00'), { userId: bruno.id }),
    );
    expect(earlier.statusCode, earlier.body).toBe(201);

    const any = appointment(at(date, '10:00'), { area: 'trabalhista' });
    const first = await v1('POST', '/api/v1/appointments', any);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().userId).toBe(carla.id);
    const second = await v1('POST', '/api/v1/appointments', any);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().userId).toBe(bruno.id);
    const third = await v1('POST', '/api/v1/appointments', any);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toBe(areasMessages.nobodyFree);

    const unknown = await v1(
      'POST',
      '/api/v1/appointments',
      appointment(at(date, '11:00'), { area: 'Penal' }),
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('REST v1: "any professional" of an office service (decision 082)', () => {
  it("books by productId without userId, on the lawyer's row and price, then answers 409", async () => {
    const { admin, pro: bruno, token } = await apiOrganization(t);
    const v1 = callV1(t, token);
    const carla = await signedInProfessional(t, admin.user.organizationId, { name: 'Carla Dias' });
    for (const dayOfWeek of [0, 1, 2, 3, 4, 5, 6]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/availability',
        headers: bearer(carla.token),
        payload: { dayOfWeek, startTime: '09:00', endTime: '12:00' },
      });
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/office-services',
      headers: bearer(admin.token),
      payload: {
        name: 'Consulta inicial',
        duration: 30,
        price: '250,90',
        professionals: [{ userId: bruno.id }, { userId: carla.id, duration: 60 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json();
    const listed = await v1('GET', `/api/v1/products?professionalId=${carla.id}`);
    expect(listed.json()).toEqual([
      expect.objectContaining({ officeServiceId: service.id, duration: 60 }),
    ]);
    const rowOf = (id: string) =>
      service.professionals.find((row: { userId: string }) => row.userId === id).productId;

    const any = appointment(at(dateAhead(3), '10:00'), { productId: service.id });
    const first = await v1('POST', '/api/v1/appointments', any);
    expect(first.statusCode, first.body).toBe(201);
    const second = await v1('POST', '/api/v1/appointments', any);
    expect(second.statusCode, second.body).toBe(201);
    const booked = [first.json(), second.json()].map((a) => [a.userId, a.productId, a.endTime]);
    expect(booked).toEqual(
      expect.arrayContaining([
        [bruno.id, rowOf(bruno.id), at(dateAhead(3), '10:30')],
        [carla.id, rowOf(carla.id), at(dateAhead(3), '11:00')],
      ]),
    );
    const third = await v1('POST', '/api/v1/appointments', any);
    expect(third.statusCode).toBe(409);
  });
});
