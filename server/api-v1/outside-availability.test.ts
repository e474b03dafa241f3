import { v1Document } from '@tests/helpers/openapi-document.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@core/messages-api.ts';
import { ZonedSlotDto } from '@core/schemas/zoned-slot.ts';
import { apiOrganization } from '@tests/helpers/api-organization.ts';
import { caller, countRows } from '@tests/helpers/requests.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { appointments, auditLog } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(async () => t.close());
const call = caller(() => t);

const client = { clientName: 'Paulo Reis', clientEmail: 'paulo@example.com' };
const SUGGESTION_KEYS = Object.keys(ZonedSlotDto.shape).sort();

/** The audit rows of one appointment, oldest first. */
const auditOf = async (id: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );

/** Each suggestion has exactly the one shared shape, on the professional's clock. */
function expectSuggestions(suggestions: unknown[], timeZone = 'America/Sao_Paulo') {
  expect(suggestions.length).toBeGreaterThan(0);
  for (const suggestion of suggestions) {
    expect(Object.keys(suggestion as object).sort()).toEqual(SUGGESTION_KEYS);
    expect(ZonedSlotDto.strict().parse(suggestion).timeZone).toBe(timeZone);
  }
}

describe('REST v1 bookings in the past or outside working hours (09:00–12:00)', () => {
  it('refuses them with 422 and suggestions, and books them when allowed, audited', async () => {
    const { pro, apiToken } = await apiOrganization(t);
    const yesterday = dateAhead(-1);
    const date = dateAhead(3);
    const before = await countRows(t.db, appointments);
    const cases = [
      [at(yesterday, '10:00'), apiMessages.outsideAvailability(true, false)],
      [at(date, '14:00'), apiMessages.outsideAvailability(false, true)],
      [at(yesterday, '20:00'), apiMessages.outsideAvailability(true, true)],
    ] as const;
    for (const [startTime, message] of cases) {
      const refused = await call('POST', '/api/v1/appointments', apiToken, {
        ...client,
        userId: pro.id,
        startTime,
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'OUTSIDE_AVAILABILITY',
        message,
        fields: { startTime: message },
      });
      expectSuggestions(refused.json().error.suggestions);
    }
    // A past start is offered the free slots nearest to now, never past ones.
    const offered = await call('POST', '/api/v1/appointments', apiToken, {
      ...client,
      userId: pro.id,
      startTime: at(yesterday, '10:00'),
    });
    for (const slot of offered.json().error.suggestions) {
      expect(Date.parse(slot.startUtc)).toBeGreaterThan(Date.now());
    }
    expect(await countRows(t.db, appointments)).toBe(before);

    const allowed = await call('POST', '/api/v1/appointments', apiToken, {
      ...client,
      userId: pro.id,
      startTime: at(yesterday, '20:00'),
      allowOutsideAvailability: true,
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    const [created] = await auditOf(allowed.json().id);
    expect(created).toMatchObject({ actorKind: 'api', action: 'create' });
    expect(created!.after).toMatchObject({
      allowOutsideAvailability: true,
      outsideAvailability: ['past', 'outside-hours'],
    });
  });

  it('refuses a move out of hours with 422, moves when allowed, and audits the move', async () => {
    const { pro, apiToken } = await apiOrganization(t);
    const date = dateAhead(3);
    const booked = await call('POST', '/api/v1/appointments', apiToken, {
      ...client,
      userId: pro.id,
      startTime: at(date, '09:00'),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id;
    expect((await auditOf(id))[0]!.after).not.toHaveProperty('allowOutsideAvailability');
    const path = `/api/v1/appointments/${id}`;
    const refused = await call('PATCH', path, apiToken, { startTime: at(date, '18:00') });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.code).toBe('OUTSIDE_AVAILABILITY');
    expectSuggestions(refused.json().error.suggestions);
    expect((await call('GET', path, apiToken)).json().startTime).toBe(at(date, '09:00'));
    // Client data of a booking can change without the guard: its time does not move.
    const renamed = await call('PATCH', path, apiToken, { clientName: 'Paulo R. Reis' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const moved = await call('PATCH', path, apiToken, {
      startTime: at(date, '18:00'),
      allowOutsideAvailability: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      startTime: at(date, '18:00'),
      endTime: at(date, '19:00'),
    });
    const [move] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'move')));
    expect(move!.after).toMatchObject({
      allowOutsideAvailability: true,
      outsideAvailability: ['outside-hours'],
    });
  });

  it('leaves the staff screens free to book out of hours and in the past (decision 005)', async () => {
    const { admin, pro } = await apiOrganization(t);
    for (const startTime of [at(dateAhead(3), '14:00'), at(dateAhead(-1), '10:00')]) {
      const booked = await call('POST', '/api/appointments', admin.token, {
        ...client,
        userId: pro.id,
        startTime,
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
  });
});

describe('suggestions of a refused time', () => {
  it('have one shape on the web API and REST v1, with the same slots', async () => {
    const { admin, pro, apiToken } = await apiOrganization(t);
    const date = dateAhead(3);
    const body = { ...client, userId: pro.id, startTime: at(date, '10:00') };
    expect((await call('POST', '/api/v1/appointments', apiToken, body)).statusCode).toBe(201);
    const rest = await call('POST', '/api/v1/appointments', apiToken, body);
    const web = await call('POST', '/api/appointments', admin.token, body);
    expect([rest.statusCode, web.statusCode]).toEqual([409, 409]);
    expectSuggestions(rest.json().error.suggestions);
    expect(web.json().suggestions).toEqual(rest.json().error.suggestions);
    expect(rest.json().error.suggestions).toContainEqual({
      startUtc: at(date, '09:00'),
      endUtc: at(date, '10:00'),
      startLocal: `${date}T09:00`,
      endLocal: `${date}T10:00`,
      timeZone: 'America/Sao_Paulo',
      remaining: 1,
    });
  });

  it('are described item by item in the OpenAPI document', async () => {
    const document = (await v1Document(t)).inline;
    const conflict =
      document.paths['/api/v1/appointments'].post.responses['409'].content['application/json'];
    const items = conflict.schema.properties.error.properties.suggestions.items;
    expect(Object.keys(items.properties).sort()).toEqual(SUGGESTION_KEYS);
    expect(document.paths['/api/v1/appointments/{id}'].patch.responses).toHaveProperty('422');
  });
});
