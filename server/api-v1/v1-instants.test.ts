import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentsMessages } from '@core/messages.ts';
import { apiOrganization, callV1 } from '@tests/helpers/api-v1.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
let v1: ReturnType<typeof callV1>;
let professionalId: string;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
  const organization = await apiOrganization(t);
  v1 = callV1(t, organization.token);
  professionalId = organization.pro.id;
});
afterAll(() => t.close());

describe('REST v1 instants and periods', () => {
  it('reads a date-time with a lowercase t or z, or a space, as RFC 3339 allows', async () => {
    const day = dateAhead(6);
    const spellings = [`${day}t12:00:00z`, `${day} 13:00:00Z`, `${day}T14:00:00.000z`];
    for (const [i, startTime] of spellings.entries()) {
      const created = await v1('POST', '/api/v1/appointments', {
        userId: professionalId,
        clientName: 'Ana Lima',
        clientEmail: `ana${i}@example.com`,
        startTime,
        allowOutsideAvailability: true,
      });
      expect(created.statusCode, `${startTime}: ${created.body}`).toBe(201);
      expect(created.json().startTime).toBe(new Date(startTime.toUpperCase()).toISOString());
    }
    const listed = await v1('GET', `/api/v1/appointments?from=${day}t00:00:00z&to=${day}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data[0].startTime).toBe(new Date(at(day, '09:00')).toISOString());
  });

  it('says the longest period it takes, 397 days, when asked for more', async () => {
    const answer = await v1('GET', '/api/v1/appointments?from=2026-01-01&to=2027-02-03');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe(appointmentsMessages.rangeTooLong(397));
    expect(answer.json().error.message).toContain('397 dias');
    const fits = await v1('GET', '/api/v1/appointments?from=2026-01-01&to=2027-02-01');
    expect(fits.statusCode, fits.body).toBe(200);
  });
});
