import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentsMessages } from '@core/messages.ts';
import { apiOrganization, callV1 } from '@tests/helpers/api-v1.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

// Half-hour slots from 09:00 to 12:00 every day, and 15 minutes kept between appointments.
const HALF_HOURS = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '09:00',
  endTime: '12:00',
  appointmentDuration: 30,
}));

let t: TestApp;
let v1: ReturnType<typeof callV1>;
let professionalId: string;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
  const organization = await apiOrganization(t, { windows: HALF_HOURS, bufferTime: 15 });
  v1 = callV1(t, organization.token);
  professionalId = organization.pro.id;
});
afterAll(() => t.close());

const book = (startTime: string, extra: object = {}) =>
  v1('POST', '/api/v1/appointments', {
    userId: professionalId,
    clientName: 'Ana Lima',
    clientEmail: 'ana@example.com',
    startTime,
    ...extra,
  });

const slotsOf = async (day: string) => {
  const answer = await v1(
    'GET',
    `/api/v1/slots?professionalId=${professionalId}&from=${day}&to=${day}`,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    timeZone: string;
    timezone: string;
    slots: Array<{ start: string; end: string; time: string }>;
  };
};

describe('a REST v1 booking of a listed slot', () => {
  it('takes the slot’s own length when it names only its start: 30 minutes, not 60', async () => {
    const day = dateAhead(3);
    const [first] = (await slotsOf(day)).slots;
    expect(first).toMatchObject({ time: '09:00', start: at(day, '09:00'), end: at(day, '09:30') });
    const booked = await book(first!.start);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ startTime: first!.start, endTime: first!.end });
  });

  it('keeps the interval between appointments that the slot list keeps', async () => {
    const day = dateAhead(4);
    expect(await book(at(day, '10:00'))).toMatchObject({ statusCode: 201 });
    const listed = (await slotsOf(day)).slots.map((slot) => slot.time);
    // 10:30 is not listed: it starts before the 15 minutes after 10:00–10:30 have passed.
    expect(listed).not.toContain('10:30');
    expect(listed).not.toContain('09:30');
    const refused = await book(at(day, '10:30'));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(appointmentsMessages.tooCloseToAnother(15));
    const suggested = refused.json().error.suggestions.map((s: { startUtc: string }) => s.startUtc);
    expect(suggested.length).toBeGreaterThan(0);
    for (const start of suggested) expect(listed.map((time) => at(day, time))).toContain(start);
    // A caller who asked to book outside the offered times may book back to back.
    const allowed = await book(at(day, '10:30'), { allowOutsideAvailability: true });
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('spells the zone timeZone, as its suggestions do, keeping the old spelling too', async () => {
    const answer = await slotsOf(dateAhead(5));
    expect(answer.timeZone).toBe('America/Sao_Paulo');
    expect(answer.timezone).toBe(answer.timeZone);
  });
});
