import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedWithLink } from '@tests/helpers/manage-booking.ts';
import { at } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const timesOf = (body: { slots: Array<{ time: string }> }) => body.slots.map((slot) => slot.time);
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

describe('GET /api/booking/manage/:token/slots', () => {
  it('offers the times the move accepts: its own time is not busy, so the grid does not move', async () => {
    // 10:00 booked with a 15-minute interval: the public page moves the grid to 11:15.
    const { pro, date, token } = await bookedWithLink(t, {
      bufferTime: 15,
      windows: EVERY_DAY.map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '13:00' })),
    });
    const query = `from=${date}&to=${date}`;
    const page = await t.app.inject({ url: `/api/slots?professionalId=${pro.id}&${query}` });
    expect(timesOf(page.json())).toEqual(['11:15']);

    const own = await t.app.inject({ url: `/api/booking/manage/${token}/slots?${query}` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(timesOf(own.json())).toEqual(['09:00', '10:00', '11:00', '12:00']);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/booking/manage/${token}/reschedule`,
      payload: { startTime: at(date, '12:00') },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().startTime).toBe(at(date, '12:00'));
  });

  it('answers 404 for a link that opens nothing and 400 for a bad range', async () => {
    const { date, token } = await bookedWithLink(t);
    const unknown = await t.app.inject({
      url: `/api/booking/manage/${'0'.repeat(64)}/slots?from=${date}&to=${date}`,
    });
    expect(unknown.statusCode).toBe(404);
    const backwards = await t.app.inject({
      url: `/api/booking/manage/${token}/slots?from=${date}&to=2000-01-01`,
    });
    expect(backwards.statusCode).toBe(400);
  });
});
