import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingWindowMessages } from '@core/messages.ts';
import { apiOrganization, callV1 } from '@tests/helpers/api-v1.ts';
import {
  ALL_DAY,
  brDateAhead,
  createService,
  halfHourAfter,
  setBookingWindow,
} from '@tests/helpers/booking-window.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
let v1: ReturnType<typeof callV1>;
let professionalId: string;
let proToken: string;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
  const organization = await apiOrganization(t, { windows: ALL_DAY });
  v1 = callV1(t, organization.token);
  professionalId = organization.pro.id;
  proToken = organization.pro.token;
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

describe('the booking window in REST v1', () => {
  it('refuses a start past the default 90-day horizon with 400, the limit named and suggestions', async () => {
    const refused = await book(at(dateAhead(91), '10:00'));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.message).toBe(bookingWindowMessages.tooFar(90, brDateAhead(90)));
    expect(refused.json().error.suggestions.length).toBeGreaterThan(0);
    const slots = await v1(
      'GET',
      `/api/v1/slots?professionalId=${professionalId}&from=${dateAhead(91)}&to=${dateAhead(91)}`,
    );
    expect(slots.json().slots).toEqual([]);
    expect(await book(at(dateAhead(90), '10:00'))).toMatchObject({ statusCode: 201 });
  });

  it('refuses a start inside a 2 h minimum notice, and books one after it', async () => {
    await setBookingWindow(t, proToken, { minimumNoticeMinutes: 120 });
    const refused = await book(halfHourAfter(60));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.message).toBe(bookingWindowMessages.tooSoon(120));
    expect(refused.json().error.suggestions.length).toBeGreaterThan(0);
    expect(await book(halfHourAfter(150))).toMatchObject({ statusCode: 201 });
  });

  it("lets a service's own notice win over the professional's", async () => {
    const service = await createService(t, proToken, { minimumNoticeMinutes: 0 });
    const start = halfHourAfter(45);
    const booked = await book(start, { productId: service.id });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ startTime: start });
  });
});
