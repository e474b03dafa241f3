import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/scheduling/local-date.ts';
import { apiOrganization, callV1 } from '@tests/helpers/api-v1.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(() => t.close());

const client = { clientName: 'Maria Santos', clientEmail: 'maria@example.com', duration: 60 };

describe('REST v1 appointment status (decision 083)', () => {
  it("answers the status, sets it, refuses a 'no_show' ahead of time and another office's", async () => {
    const { pro, token } = await apiOrganization(t);
    const v1 = callV1(t, token);
    const yesterday = addDays(dateAhead(0), -1);
    const created = await v1('POST', '/api/v1/appointments', {
      userId: pro.id,
      ...client,
      startTime: at(yesterday, '10:00'),
      allowOutsideAvailability: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().status).toBe('scheduled');
    const id = created.json().id as string;
    const marked = await v1('POST', `/api/v1/appointments/${id}/status`, { status: 'no_show' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().status).toBe('no_show');
    expect((await v1('GET', `/api/v1/appointments/${id}`)).json().status).toBe('no_show');
    const again = await v1('POST', `/api/v1/appointments/${id}/status`, { status: 'confirmed' });
    expect(again.statusCode).toBe(409);

    const ahead = await v1('POST', '/api/v1/appointments', {
      userId: pro.id,
      ...client,
      startTime: at(dateAhead(3), '10:00'),
    });
    const aheadId = ahead.json().id as string;
    const early = await v1('POST', `/api/v1/appointments/${aheadId}/status`, {
      status: 'no_show',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toMatch(/ainda não começou/);
    const unknown = await v1('POST', `/api/v1/appointments/${aheadId}/status`, {
      status: 'cancelled',
    });
    expect(unknown.statusCode).toBe(400);
    const other = await apiOrganization(t);
    const foreign = await callV1(t, other.token)('POST', `/api/v1/appointments/${aheadId}/status`, {
      status: 'confirmed',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('offers appointment.confirmed and appointment.no_show to webhook subscriptions', async () => {
    const { token } = await apiOrganization(t);
    const response = await callV1(t, token)('POST', '/api/v1/webhooks', {
      url: 'https://hooks.example.com/status',
      events: ['appointment.confirmed', 'appointment.no_show'],
    });
    expect([201, 400]).toContain(response.statusCode);
    if (response.statusCode === 400) {
      // Only the address may be refused (no DNS here), never the events.
      expect(response.json().fields ?? {}).not.toHaveProperty('events');
    } else {
      expect(response.json().events).toEqual(['appointment.confirmed', 'appointment.no_show']);
    }
  });
});
