import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentsMessages, productsMessages } from '@core/messages.ts';
import { apiOrganization } from '@tests/helpers/api-organization.ts';
import { countRows } from '@tests/helpers/requests.ts';
import { type Method, caller } from '@tests/helpers/requests.ts';
import { at, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { appointments } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(async () => t.close());
const call = caller(() => t);

/** Years that were stored (0300, 0087 → 1987) or crashed the second booking, and their edges. */
const ABSURD = [
  '0300-05-05T10:00:00Z',
  '0087-10-06T18:42:58Z',
  '1999-12-31T12:00:00Z',
  '2100-01-04T12:00:00Z',
];
const client = { clientName: 'Paulo Reis', clientEmail: 'paulo@example.com' };
const outOfWindow = appointmentsMessages.outOfWindow;

/** Sends a request and expects the pt-BR 400 of an instant outside the window, on `field`. */
async function expectOutOfWindow(
  request: [Method, string, string | undefined, object],
  field: 'startTime' | 'endTime' | 'from',
) {
  const response = await call(...request);
  const label = `${request[0]} ${request[1]} ${JSON.stringify(request[3])}`;
  expect(response.statusCode, `${label} ${response.body}`).toBe(400);
  const body = response.json();
  // REST v1 nests its errors; the web API answers them flat.
  const error = body.error?.code ? body.error : { ...body, fields: body.fieldErrors };
  expect(error.message, label).toBe(outOfWindow);
  if (field !== 'from') expect(error.fields, label).toEqual({ [field]: outOfWindow });
}

describe('instants outside 2000 … 5 years ahead', () => {
  it('are refused with a pt-BR 400 on REST v1, twice in a row, and nothing is stored', async () => {
    const { pro, apiToken } = await apiOrganization(t);
    const booked = await call('POST', '/api/v1/appointments', apiToken, {
      ...client,
      userId: pro.id,
      startTime: at(dateAhead(3), '09:00'),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id;
    const before = await countRows(t.db, appointments);
    for (const startTime of ABSURD) {
      const create = { ...client, userId: pro.id, startTime };
      // The second booking of the same slot used to be a 500 (suggestions around year 300).
      for (let attempt = 0; attempt < 2; attempt++) {
        await expectOutOfWindow(['POST', '/api/v1/appointments', apiToken, create], 'startTime');
      }
      await expectOutOfWindow(
        ['PATCH', `/api/v1/appointments/${id}`, apiToken, { startTime }],
        'startTime',
      );
      await expectOutOfWindow(
        ['POST', '/api/v1/appointments', apiToken, { ...create, allowOutsideAvailability: true }],
        'startTime',
      );
    }
    expect(await countRows(t.db, appointments)).toBe(before);
    const kept = await call('GET', `/api/v1/appointments/${id}`, apiToken);
    expect(kept.json().startTime).toBe(at(dateAhead(3), '09:00'));
  });

  it('are refused on the web API: staff create and move, and the public booking', async () => {
    const { admin, pro } = await apiOrganization(t);
    const date = dateAhead(3);
    const booked = await call('POST', '/api/appointments', admin.token, {
      ...client,
      userId: pro.id,
      startTime: at(date, '10:00'),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const before = await countRows(t.db, appointments);
    for (const instant of ABSURD) {
      const staff = { ...client, userId: pro.id };
      await expectOutOfWindow(
        ['POST', '/api/appointments', admin.token, { ...staff, startTime: instant }],
        'startTime',
      );
      await expectOutOfWindow(
        [
          'POST',
          '/api/appointments',
          admin.token,
          { ...staff, startTime: at(date, '11:00'), endTime: instant },
        ],
        'endTime',
      );
      await expectOutOfWindow(
        ['PUT', `/api/appointments/${booked.json().id}`, admin.token, { startTime: instant }],
        'startTime',
      );
      await expectOutOfWindow(
        ['POST', '/api/appointments/public', undefined, publicBooking(pro.id, instant)],
        'startTime',
      );
    }
    expect(await countRows(t.db, appointments)).toBe(before);
  });

  it('bound the listed period too, as a date or as an instant', async () => {
    const { admin, apiToken } = await apiOrganization(t);
    for (const from of ['1999-12-31', '0087-10-06', '0300-05-05T10:00:00Z', '2100-01-04']) {
      await expectOutOfWindow(['GET', `/api/v1/appointments?from=${from}`, apiToken, {}], 'from');
      await expectOutOfWindow(['GET', `/api/appointments?from=${from}`, admin.token, {}], 'from');
    }
  });

  it('accept the edges of the window and refuse a length that is not whole minutes', async () => {
    const { pro, apiToken } = await apiOrganization(t);
    const edge = await call(
      'GET',
      '/api/v1/appointments?from=2000-01-01T00:00:00Z&to=2000-12-31',
      apiToken,
    );
    expect(edge.statusCode, edge.body).toBe(200);
    const fraction = await call('POST', '/api/v1/appointments', apiToken, {
      ...client,
      userId: pro.id,
      startTime: at(dateAhead(3), '09:00'),
      duration: 30.5,
    });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().error.fields).toEqual({ duration: productsMessages.durationInteger });
  });
});
