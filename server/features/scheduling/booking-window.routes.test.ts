import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentsMessages, bookingWindowMessages } from '@core/messages.ts';
import { bearer } from '@tests/helpers/factories.ts';
import {
  ALL_DAY,
  brDateAhead,
  createService,
  halfHourAfter,
  setBookingWindow,
} from '@tests/helpers/booking-window.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const book = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/appointments/public', payload });
const slotTimes = async (professionalId: string, date: string, productId?: string) => {
  const product = productId ? `&productId=${productId}` : '';
  const answer = await t.app.inject({
    url: `/api/slots?professionalId=${professionalId}&from=${date}&to=${date}${product}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().slots as Array<{ time: string; start: string; end: string }>).map(
    (slot) => slot.time,
  );
};

describe("public slots on the service's own length", () => {
  it('lists a 30-minute service every 30 minutes on 60-minute weekly hours and books 09:30', async () => {
    const { pro } = await bookableProfessional(t);
    const service = await createService(t, pro.token, { duration: 30 });
    const date = dateAhead(3);
    expect(await slotTimes(pro.id, date, service.id)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    const booked = await book(publicBooking(pro.id, at(date, '09:30'), { productId: service.id }));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({
      startTime: at(date, '09:30'),
      endTime: at(date, '10:00'),
    });
    expect(await slotTimes(pro.id, date, service.id)).not.toContain('09:30');
    expect(await slotTimes(pro.id, date, service.id)).toContain('10:00');
  });

  it('steps by the slot interval when the service sets one', async () => {
    const { pro } = await bookableProfessional(t);
    const service = await createService(t, pro.token, { duration: 30, slotIntervalMinutes: 60 });
    expect(service).toMatchObject({ slotIntervalMinutes: 60 });
    const date = dateAhead(3);
    expect(await slotTimes(pro.id, date, service.id)).toEqual(['09:00', '10:00', '11:00']);
    const refused = await book(publicBooking(pro.id, at(date, '09:30'), { productId: service.id }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(appointmentsMessages.notASlot);
  });

  it('keeps the weekly duration as length and step for bookings without a service', async () => {
    const { pro } = await bookableProfessional(t);
    const date = dateAhead(3);
    expect(await slotTimes(pro.id, date)).toEqual(['09:00', '10:00', '11:00']);
    const refused = await book(publicBooking(pro.id, at(date, '09:30')));
    expect(refused.statusCode, refused.body).toBe(400);
  });
});

describe("a service's slot interval and booking window", () => {
  it('are validated in pt-BR, saved, and cleared with null (back to the defaults)', async () => {
    const { pro } = await bookableProfessional(t);
    const create = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: bearer(pro.token),
        payload: { name: 'Consulta', duration: 30, ...payload },
      });
    const refusals: Array<[object, string]> = [
      [{ slotIntervalMinutes: 4 }, bookingWindowMessages.slotIntervalRange],
      [{ slotIntervalMinutes: 1441 }, bookingWindowMessages.slotIntervalRange],
      [{ minimumNoticeMinutes: 43_201 }, bookingWindowMessages.noticeRange],
      [{ maximumHorizonDays: 0 }, bookingWindowMessages.horizonRange],
    ];
    for (const [payload, message] of refusals) {
      const refused = await create(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.body).toContain(message);
    }
    const saved = await create({
      slotIntervalMinutes: 15,
      minimumNoticeMinutes: 1440,
      maximumHorizonDays: 14,
    });
    expect(saved.json()).toMatchObject({
      slotIntervalMinutes: 15,
      minimumNoticeMinutes: 1440,
      maximumHorizonDays: 14,
    });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${saved.json().id}`,
      headers: bearer(pro.token),
      payload: { slotIntervalMinutes: null, minimumNoticeMinutes: null, maximumHorizonDays: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      slotIntervalMinutes: null,
      minimumNoticeMinutes: null,
      maximumHorizonDays: null,
    });
  });
});

describe('the booking window on the public page', () => {
  it('refuses a booking inside a 2 h minimum notice with the pt-BR message and later suggestions', async () => {
    const { pro } = await bookableProfessional(t, { windows: ALL_DAY });
    await setBookingWindow(t, pro.token, { minimumNoticeMinutes: 120 });
    const soon = halfHourAfter(60);
    const refused = await book(publicBooking(pro.id, soon));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(bookingWindowMessages.tooSoon(120));
    expect(refused.json().message).toBe(
      'Este horário exige pelo menos 2 h de antecedência. Escolha um horário mais adiante.',
    );
    const suggested = refused.json().suggestions.map((s: { startUtc: string }) => s.startUtc);
    expect(suggested.length).toBeGreaterThan(0);
    for (const start of suggested) {
      expect(Date.parse(start)).toBeGreaterThan(Date.now() + 120 * 60_000);
    }
    const later = await book(publicBooking(pro.id, halfHourAfter(180)));
    expect(later.statusCode, later.body).toBe(201);
  });

  it('refuses a booking 91 days ahead under the default 90-day horizon, and lists nothing there', async () => {
    const { pro } = await bookableProfessional(t);
    const refused = await book(publicBooking(pro.id, at(dateAhead(91), '10:00')));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(bookingWindowMessages.tooFar(90, brDateAhead(90)));
    expect(refused.json().suggestions.length).toBeGreaterThan(0);
    expect(await slotTimes(pro.id, dateAhead(91))).toEqual([]);
    expect(await slotTimes(pro.id, dateAhead(90))).toEqual(['09:00', '10:00', '11:00']);
    const last = await book(publicBooking(pro.id, at(dateAhead(90), '10:00')));
    expect(last.statusCode, last.body).toBe(201);
  });

  it("lets a service's own window win over the professional's", async () => {
    const { pro } = await bookableProfessional(t, { windows: ALL_DAY });
    await setBookingWindow(t, pro.token, { minimumNoticeMinutes: 120, maximumHorizonDays: 30 });
    const quick = await createService(t, pro.token, {
      name: 'Retorno',
      duration: 30,
      minimumNoticeMinutes: 10,
      maximumHorizonDays: 120,
    });
    const strict = await createService(t, pro.token, { name: 'Parecer', duration: 30 });
    const soon = halfHourAfter(60);
    expect((await book(publicBooking(pro.id, soon, { productId: quick.id }))).statusCode).toBe(201);
    const refusedSoon = await book(
      publicBooking(pro.id, halfHourAfter(60), { productId: strict.id }),
    );
    expect(refusedSoon.json().message).toBe(bookingWindowMessages.tooSoon(120));
    const far = at(dateAhead(100), '10:00');
    expect((await book(publicBooking(pro.id, far, { productId: quick.id }))).statusCode).toBe(201);
    const refusedFar = await book(publicBooking(pro.id, far, { productId: strict.id }));
    expect(refusedFar.statusCode).toBe(400);
    expect(refusedFar.json().message).toBe(bookingWindowMessages.tooFar(30, brDateAhead(30)));
    expect(await slotTimes(pro.id, dateAhead(100), quick.id)).toContain('10:30');
    expect(await slotTimes(pro.id, dateAhead(31), strict.id)).toEqual([]);
  });
});

describe('the booking window in the profile', () => {
  it('is read and written as minimumNoticeMinutes and maximumHorizonDays, 10 and 90 by default', async () => {
    const { pro } = await bookableProfessional(t);
    const read = await t.app.inject({ url: '/api/user/profile', headers: bearer(pro.token) });
    expect(read.json()).toMatchObject({ minimumNoticeMinutes: 10, maximumHorizonDays: 90 });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(pro.token),
      payload: { minimumNoticeMinutes: 1440, maximumHorizonDays: 365 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ minimumNoticeMinutes: 1440, maximumHorizonDays: 365 });
  });

  it('refuses values out of range or not whole with pt-BR messages, changing nothing', async () => {
    const { pro } = await bookableProfessional(t);
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: bearer(pro.token),
        payload,
      });
    const refusals: Array<[object, string]> = [
      [{ minimumNoticeMinutes: -1 }, bookingWindowMessages.noticeRange],
      [{ minimumNoticeMinutes: 43_201 }, bookingWindowMessages.noticeRange],
      [{ minimumNoticeMinutes: 1.5 }, bookingWindowMessages.noticeRange],
      [{ minimumNoticeMinutes: '2 h' }, bookingWindowMessages.noticeRange],
      [{ maximumHorizonDays: 0 }, bookingWindowMessages.horizonRange],
      [{ maximumHorizonDays: 731 }, bookingWindowMessages.horizonRange],
      [{ maximumHorizonDays: 30.5 }, bookingWindowMessages.horizonRange],
    ];
    for (const [payload, message] of refusals) {
      const refused = await patch({ ...payload, name: 'Outro Nome' });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.body).toContain(message);
    }
    const read = await t.app.inject({ url: '/api/user/profile', headers: bearer(pro.token) });
    expect(read.json()).toMatchObject({
      name: 'Bruno Lima',
      minimumNoticeMinutes: 10,
      maximumHorizonDays: 90,
    });
  });

  it('is only the signed-in user’s own: without a session it is 401', async () => {
    const read = await t.app.inject({ url: '/api/user/profile' });
    expect(read.statusCode).toBe(401);
    const write = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { minimumNoticeMinutes: 0 },
    });
    expect(write.statusCode).toBe(401);
  });
});
