import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '@tests/helpers/factories.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(() => t.close());

const book = (professionalId: string, startTime: string, clientEmail: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(professionalId, startTime, { clientEmail }),
  });

/** A professional with 09:00–13:00 every day and the default 15-minute interval. */
async function professionalWithBuffer() {
  const { admin, pro } = await bookableProfessional(t, {
    bufferTime: 15,
    windows: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '09:00',
      endTime: '13:00',
    })),
  });
  return { admin, pro };
}

async function apiToken(adminToken: string) {
  const generated = await t.app.inject({
    method: 'POST',
    url: '/api/admin/generate-api-token',
    headers: bearer(adminToken),
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/toggle-api',
    headers: bearer(adminToken),
    payload: { enabled: true },
  });
  return generated.json().apiToken as string;
}

const timesOf = (body: { slots: Array<{ time: string }> }) => body.slots.map((slot) => slot.time);

describe('the interval between appointments on the public booking', () => {
  it('offers and books 10:15 after 09:00–10:00, refusing 10:00 with 409 and 10:15 suggested', async () => {
    const { admin, pro } = await professionalWithBuffer();
    const date = dateAhead(3);
    expect((await book(pro.id, at(date, '09:00'), 'a@example.com')).statusCode).toBe(201);

    const query = `professionalId=${pro.id}&from=${date}&to=${date}`;
    const page = await t.app.inject({ url: `/api/slots?${query}` });
    expect(timesOf(page.json())).toEqual(['10:15', '11:15']);
    const rest = await t.app.inject({
      url: `/api/v1/slots?${query}`,
      headers: bearer(await apiToken(admin.token)),
    });
    expect(rest.statusCode).toBe(200);
    expect(timesOf(rest.json())).toEqual(['10:15', '11:15']);

    for (const taken of ['10:00', '11:00']) {
      const refused = await book(pro.id, at(date, taken), 'b@example.com');
      expect(refused.statusCode, taken).toBe(409);
      const suggested = refused
        .json()
        .suggestions.map((slot: { startUtc: string }) => slot.startUtc);
      expect(suggested).toContain(at(date, '10:15'));
    }

    const moved = await book(pro.id, at(date, '10:15'), 'b@example.com');
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json()).toMatchObject({
      startTime: at(date, '10:15'),
      endTime: at(date, '11:15'),
    });
    const after = await t.app.inject({ url: `/api/slots?${query}` });
    expect(timesOf(after.json())).toEqual(['11:30']);
  });

  it('still refuses a time off every grid with 400', async () => {
    const { pro } = await professionalWithBuffer();
    const date = dateAhead(3);
    expect((await book(pro.id, at(date, '09:00'), 'a@example.com')).statusCode).toBe(201);
    const refused = await book(pro.id, at(date, '10:05'), 'b@example.com');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().suggestions.map((slot: { startUtc: string }) => slot.startUtc)).toContain(
      at(date, '10:15'),
    );
  });
});
