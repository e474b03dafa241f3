import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeServicesMessages } from '@core/messages.ts';
import { appointments, products } from '../../db/schema.ts';
import {
  bearer,
  registerAdmin,
  signedInProfessional,
  signedInSecretary,
} from '@tests/helpers/factories.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = { token: string };

/** A lawyer of the office, open every day at the hours given, with a Pix key. */
async function lawyer(organizationId: string, name: string, hours: [string, string]) {
  const pro = await signedInProfessional(t, organizationId, { name });
  const headers = bearer(pro.token);
  const profile = await t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers,
    payload: { bufferTime: 0 },
  });
  expect(profile.statusCode).toBe(200);
  for (const dayOfWeek of [0, 1, 2, 3, 4, 5, 6]) {
    const [startTime, endTime] = hours;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/availability',
      headers,
      payload: { dayOfWeek, startTime, endTime },
    });
    expect(response.statusCode).toBe(201);
  }
  const pix = await t.app.inject({
    method: 'PUT',
    url: '/api/user/pix',
    headers,
    payload: {
      keyType: 'phone',
      key: '(11) 98765-4321',
      merchantName: name,
      merchantCity: 'Recife',
    },
  });
  expect(pix.statusCode, pix.body).toBe(200);
  return pro;
}

/** An office with three lawyers (Carla 09–12, Davi 09–12, Elisa 14–16). */
async function office() {
  const admin = await registerAdmin(t);
  const org = admin.user.organizationId;
  const carla = await lawyer(org, 'Carla Dias', ['09:00', '12:00']);
  const davi = await lawyer(org, 'Davi Reis', ['09:00', '12:00']);
  const elisa = await lawyer(org, 'Elisa Melo', ['14:00', '16:00']);
  return { admin, carla, davi, elisa };
}

const consulta = (professionals: object[], extra: object = {}) => ({
  name: 'Consulta inicial',
  duration: 30,
  price: '250,90',
  professionals,
  ...extra,
});

const saveService = (session: Session, payload: object, id?: string) =>
  t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/admin/office-services/${id}` : '/api/admin/office-services',
    headers: bearer(session.token),
    payload,
  });

const publicBooking = (startTime: string, extra: object, i = 0) => ({
  clientName: `Cliente ${i}`,
  clientEmail: `cliente${i}@example.com`,
  clientPhone: '(11) 98765-4321',
  notes: null,
  startTime,
  ...extra,
});

describe('office services (issue 35, decision 082)', () => {
  it('is created once for three lawyers and listed on each one with the office duration or their own', async () => {
    const { admin, carla, davi, elisa } = await office();
    const created = await saveService(
      admin,
      consulta([
        { userId: carla.id },
        { userId: davi.id, price: '1250,90', duration: 45 },
        { userId: elisa.id },
      ]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json();
    expect(service).toMatchObject({ name: 'Consulta inicial', duration: 30, priceCents: 25090 });
    expect(service.professionals).toHaveLength(3);
    expect(service.professionals[1]).toMatchObject({
      userId: davi.id,
      priceOverrideCents: 125090,
      durationOverrideMinutes: 45,
    });

    const page = await t.app.inject({ url: `/api/booking/shared/admin/${admin.user.id}` });
    const offered = (id: string) =>
      page
        .json()
        .professionals.find((p: { id: string }) => p.id === id)
        .products.find((product: { officeServiceId: string }) => product.officeServiceId);
    expect(offered(carla.id)).toMatchObject({
      name: 'Consulta inicial',
      duration: 30,
      price: 250.9,
    });
    expect(offered(davi.id)).toMatchObject({ duration: 45, price: 1250.9 });
    expect(offered(elisa.id)).toMatchObject({ duration: 30, officeServiceId: service.id });
    expect(page.json().anyProfessional.services).toEqual([
      { id: service.id, name: 'Consulta inicial' },
    ]);

    const date = dateAhead(3);
    const times = async (pro: { id: string }) => {
      const productId = offered(pro.id).id as string;
      const slots = await t.app.inject({
        url: `/api/slots?professionalId=${pro.id}&from=${date}&to=${date}&productId=${productId}`,
      });
      expect(slots.statusCode, slots.body).toBe(200);
      return slots.json().slots.map((slot: { time: string }) => slot.time);
    };
    expect(await times(carla)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(await times(davi)).toEqual(['09:00', '09:45', '10:30', '11:15']);

    // The lawyer's own products screen shows it, but changes it only as the office's service.
    const own = await t.app.inject({ url: '/api/products', headers: bearer(carla.token) });
    expect(own.json()).toEqual([expect.objectContaining({ officeServiceId: service.id })]);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${offered(carla.id).id}`,
      headers: bearer(carla.token),
      payload: { price: '1,00' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(officeServicesMessages.ownedByOffice);
  });

  it('charges the Pix price of the professional booked: the office price, or their own', async () => {
    const { admin, carla, davi } = await office();
    const created = await saveService(
      admin,
      consulta([{ userId: carla.id }, { userId: davi.id, price: '300' }]),
    );
    const rows = created.json().professionals as Array<{ userId: string; productId: string }>;
    const date = dateAhead(3);
    const paid = async (pro: { id: string }) => {
      const productId = rows.find((row) => row.userId === pro.id)!.productId;
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/public',
        payload: publicBooking(at(date, '10:00'), { professionalId: pro.id, productId }),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      return booked.json();
    };
    expect(await paid(carla)).toMatchObject({ paymentStatus: 'pending', paymentAmount: 250.9 });
    expect(await paid(davi)).toMatchObject({ paymentStatus: 'pending', paymentAmount: 300 });
  });

  it("books 'Qualquer profissional' of a service with the fairest free lawyer, on their row of it", async () => {
    const { admin, carla, davi, elisa } = await office();
    const service = (
      await saveService(
        admin,
        consulta([{ userId: carla.id }, { userId: davi.id, price: '300' }, { userId: elisa.id }]),
      )
    ).json();
    const date = dateAhead(3);
    const union = await t.app.inject({
      url: `/api/slots/any?adminId=${admin.user.id}&serviceId=${service.id}&from=${date}&to=${date}`,
    });
    expect(union.statusCode, union.body).toBe(200);
    const day = union.json().slots as Array<{ time: string; remaining: number }>;
    expect(day.slice(0, 2).map((slot) => [slot.time, slot.remaining])).toEqual([
      ['09:00', 2],
      ['09:30', 2],
    ]);
    expect(day.map((slot) => slot.time)).toContain('15:30');

    const carlaRow = service.professionals.find(
      (row: { userId: string }) => row.userId === carla.id,
    );
    const earlier = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(at(date, '11:00'), {
        professionalId: carla.id,
        productId: carlaRow.productId,
      }),
    });
    expect(earlier.statusCode).toBe(201);
    const any = { adminId: admin.user.id, serviceId: service.id };
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public/any',
      payload: publicBooking(at(date, '10:00'), any, 1),
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({
      userId: davi.id,
      productName: 'Consulta inicial',
      paymentAmount: 300,
      professional: { id: davi.id, name: 'Davi Reis' },
    });
  });

  it('gives two racing clients the last two lawyers; the third gets 409 with suggestions', async () => {
    const { admin, carla, davi, elisa } = await office();
    const service = (
      await saveService(
        admin,
        consulta([{ userId: carla.id }, { userId: davi.id }, { userId: elisa.id }]),
      )
    ).json();
    const start = at(dateAhead(4), '10:00');
    const any = { adminId: admin.user.id, serviceId: service.id };
    const responses = await Promise.all(
      [1, 2, 3].map((i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/appointments/public/any',
          payload: publicBooking(start, any, i),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 409]);
    const given = responses.filter((r) => r.statusCode === 201).map((r) => r.json().userId);
    expect(given.sort()).toEqual([carla.id, davi.id].sort());
    const refused = responses.find((r) => r.statusCode === 409)!.json();
    expect(refused.message).toBe(officeServicesMessages.nobodyFree);
    expect(refused.suggestions).toHaveLength(3);
  });

  it('is the admin’s alone: a professional and a secretary get 403, another office 404', async () => {
    const { admin, carla } = await office();
    const secretary = await signedInSecretary(t, admin.user.organizationId);
    const other = await registerAdmin(t);
    const payload = consulta([{ userId: carla.id }]);
    expect((await saveService(carla, payload)).statusCode).toBe(403);
    expect((await saveService(secretary, payload)).statusCode).toBe(403);
    const listed = await t.app.inject({
      url: '/api/admin/office-services',
      headers: bearer(secretary.token),
    });
    expect(listed.statusCode).toBe(403);
    const id = (await saveService(admin, payload)).json().id;
    const foreign = await saveService(other, consulta([{ userId: other.user.id }]), id);
    expect(foreign.statusCode).toBe(404);
    const stranger = await saveService(other, payload);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(officeServicesMessages.professionalNotFound);
  });

  it('refuses a service without professionals, and a bad price, writing nothing', async () => {
    const { admin, carla } = await office();
    const none = await saveService(admin, consulta([]));
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.professionals).toBe(
      officeServicesMessages.professionalsRequired,
    );
    const bad = await saveService(admin, consulta([{ userId: carla.id }], { price: '25,909' }));
    expect(bad.statusCode).toBe(400);
    const rows = await t.db.select().from(products).where(eq(products.userId, carla.id));
    expect(rows).toEqual([]);
  });

  it('refuses to delete it, or to take a lawyer off it, with bookings to come; deactivated, it leaves the pages', async () => {
    const { admin, carla, davi } = await office();
    const service = (
      await saveService(admin, consulta([{ userId: carla.id }, { userId: davi.id }]))
    ).json();
    const carlaRow = service.professionals.find(
      (row: { userId: string }) => row.userId === carla.id,
    );
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(at(dateAhead(3), '10:00'), {
        professionalId: carla.id,
        productId: carlaRow.productId,
      }),
    });
    expect(booked.statusCode).toBe(201);
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/office-services/${service.id}`,
        headers: bearer(admin.token),
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(officeServicesMessages.hasFutureBookings(1));
    const offCarla = await saveService(admin, consulta([{ userId: davi.id }]), service.id);
    expect(offCarla.statusCode).toBe(409);

    const inactive = await saveService(
      admin,
      consulta([{ userId: carla.id }, { userId: davi.id }], { isActive: false }),
      service.id,
    );
    expect(inactive.statusCode, inactive.body).toBe(200);
    const page = await t.app.inject({ url: `/api/booking/shared/admin/${admin.user.id}` });
    const named = page
      .json()
      .professionals.flatMap((p: { products: Array<{ name: string }> }) => p.products);
    expect(named).toEqual([]);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/appointments/${booked.json().id}`,
      headers: bearer(admin.token),
    });
    expect((await remove()).statusCode).toBe(204);
    const rows = await t.db.select().from(products).where(eq(products.userId, davi.id));
    expect(rows).toEqual([]);
  });

  it("hands an appointment to a colleague on the colleague's own row of the service, by reassigning or transferring", async () => {
    const { admin, carla, davi } = await office();
    const created = await saveService(
      admin,
      consulta([{ userId: carla.id }, { userId: davi.id, price: '300' }]),
    );
    const rows = created.json().professionals as Array<{ userId: string; productId: string }>;
    const rowOf = (pro: { id: string }) => rows.find((row) => row.userId === pro.id)!.productId;
    const date = dateAhead(3);
    const book = async (time: string, i: number) => {
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/public',
        payload: publicBooking(
          at(date, time),
          { professionalId: carla.id, productId: rowOf(carla) },
          i,
        ),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      return booked.json().id as string;
    };
    const productOf = async (id: string) => {
      const [row] = await t.db
        .select({ userId: appointments.userId, productId: appointments.productId })
        .from(appointments)
        .where(eq(appointments.id, id));
      return row;
    };
    const reassigned = await book('10:00', 1);
    const handed = await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${reassigned}`,
      headers: bearer(admin.token),
      payload: { userId: davi.id },
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(await productOf(reassigned)).toEqual({ userId: davi.id, productId: rowOf(davi) });

    const transferred = await book('11:00', 2);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${carla.id}/transfer-appointments`,
      headers: bearer(admin.token),
      payload: { toUserId: davi.id, dryRun: false },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().moved).toHaveLength(1);
    expect(await productOf(transferred)).toEqual({ userId: davi.id, productId: rowOf(davi) });
  });
});
