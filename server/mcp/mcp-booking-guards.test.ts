import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentsMessages, productsMessages } from '@core/messages.ts';
import { apiMessages } from '@core/messages-api.ts';
import { addDays } from '@core/scheduling/local-date.ts';
import { ZonedSlotDto } from '@core/schemas/zoned-slot.ts';
import { enableApi } from '@tests/helpers/api-organization.ts';
import { caller, countRows } from '@tests/helpers/requests.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { appointments, auditLog } from '../db/schema.ts';
import { callTool, connectClient, listeningApp, mcpOrganization } from './mcp-test-setup.ts';

let t: TestApp;
let client: Client;
let pro: { id: string };
let apiToken: string;
const call = caller(() => t);
const maria = { clientName: 'Maria Oliveira', clientEmail: 'maria@example.com' };

beforeAll(async () => {
  const started = await listeningApp();
  t = started.t;
  const organization = await mcpOrganization(t);
  pro = organization.pro;
  apiToken = await enableApi(t, organization.admin.token);
  client = await connectClient(started.endpoint, organization.token);
});
afterAll(async () => {
  await client.close();
  await t.close();
});

const book = (args: Record<string, unknown>) =>
  callTool(client, 'create_appointment', { professionalId: pro.id, ...maria, ...args });

describe('MCP instants outside 2000 … 5 years ahead', () => {
  it('are refused with the pt-BR message, with and without dryRun, and nothing is stored', async () => {
    const before = await countRows(t.db, appointments);
    const absurd = [
      '0300-05-05T10:00:00Z',
      '0087-10-06T18:42:58Z',
      '1999-12-31T12:00:00Z',
      '2100-01-04T12:00:00Z',
      // Wall-clock times read in the professional's zone: 0087 must not become 1987 quietly.
      '0087-10-06T18:42',
      '0300-05-05T10:00',
      '2100-01-04T10:00',
    ];
    for (const startTime of absurd) {
      for (const dryRun of [false, true, false]) {
        const answer = await book({ startTime, dryRun });
        expect(answer.isError, `${startTime} ${answer.text}`).toBe(true);
        // A refused argument's message starts with its name (decision 034).
        expect(answer.data, startTime).toMatchObject({
          error: 'VALIDATION',
          message: `startTime: ${appointmentsMessages.outOfWindow}`,
          fieldErrors: { startTime: appointmentsMessages.outOfWindow },
        });
      }
    }
    const listed = await callTool(client, 'list_appointments', {
      from: '1999-12-31',
      to: '2000-01-02',
    });
    expect(listed.data).toMatchObject({
      error: 'VALIDATION',
      message: expect.stringContaining(appointmentsMessages.outOfWindow),
    });
    expect(await countRows(t.db, appointments)).toBe(before);
  });

  it('says a length must be whole minutes', async () => {
    const answer = await book({ startTime: `${dateAhead(4)}T09:00`, durationMinutes: 30.5 });
    expect(answer.data).toMatchObject({
      message: `durationMinutes: ${productsMessages.durationInteger}`,
    });
  });
});

describe('MCP bookings in the past or outside working hours (09:00–12:00)', () => {
  it('refuses them with suggestions, simulates and books them when allowed, audited', async () => {
    const date = dateAhead(5);
    const before = await countRows(t.db, appointments);
    for (const startTime of [`${dateAhead(-1)}T10:00`, `${date}T15:00`]) {
      for (const dryRun of [false, true]) {
        const refused = await book({ startTime, dryRun, timeZone: 'America/Manaus' });
        expect(refused.isError, refused.text).toBe(true);
        expect(refused.data.error).toBe('OUTSIDE_AVAILABILITY');
        expect(refused.text).toContain('allowOutsideAvailability: true');
        expect(refused.data.suggestions.length).toBeGreaterThan(0);
        for (const slot of refused.data.suggestions) {
          expect(ZonedSlotDto.strict().parse(slot).timeZone).toBe('America/Manaus');
        }
      }
    }
    const simulated = await book({
      startTime: `${date}T15:00`,
      allowOutsideAvailability: true,
      dryRun: true,
    });
    expect(simulated.isError, simulated.text).toBe(false);
    expect(await countRows(t.db, appointments)).toBe(before);

    const booked = await book({ startTime: `${date}T15:00`, allowOutsideAvailability: true });
    expect(booked.isError, booked.text).toBe(false);
    expect(booked.data.appointment.startUtc).toBe(at(date, '15:00'));
    const id = booked.data.appointment.id;
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audited).toMatchObject({ actorKind: 'mcp', action: 'create' });
    expect(audited!.after).toMatchObject({
      allowOutsideAvailability: true,
      outsideAvailability: ['outside-hours'],
    });

    const move = { appointmentId: id, startTime: `${dateAhead(-1)}T10:00` };
    const refusedMove = await callTool(client, 'update_appointment', move);
    expect(refusedMove.data.error).toBe('OUTSIDE_AVAILABILITY');
    const moved = await callTool(client, 'update_appointment', {
      ...move,
      allowOutsideAvailability: true,
    });
    expect(moved.isError, moved.text).toBe(false);
    expect(moved.data.appointment.startUtc).toBe(at(dateAhead(-1), '10:00'));
  });
});

describe('MCP and REST v1 read the same things the same way', () => {
  it('list a date as the whole day in the professional’s zone', async () => {
    const date = dateAhead(6);
    // 23:00 in São Paulo is 02:00 UTC of the next day.
    const late = await call('POST', '/api/v1/appointments', apiToken, {
      ...maria,
      userId: pro.id,
      startTime: at(date, '23:00'),
      allowOutsideAvailability: true,
    });
    expect(late.statusCode, late.body).toBe(201);
    const next = addDays(date, 1);
    for (const [day, expected] of [
      [date, [late.json().id]],
      [next, []],
    ] as const) {
      const rest = await call('GET', `/api/v1/appointments?from=${day}&to=${day}`, apiToken);
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.json().data.map((item: { id: string }) => item.id)).toEqual(expected);
      const mine = await call(
        'GET',
        `/api/v1/appointments?from=${day}&to=${day}&professionalId=${pro.id}`,
        apiToken,
      );
      expect(mine.json().data.map((item: { id: string }) => item.id)).toEqual(expected);
      const mcp = await callTool(client, 'list_appointments', { from: day, to: day });
      expect(mcp.data.appointments.map((item: { id: string }) => item.id)).toEqual(expected);
    }
    const instants = await call(
      'GET',
      `/api/v1/appointments?from=${at(date, '22:00')}&to=${at(date, '23:30')}`,
      apiToken,
    );
    expect(instants.json().totalCount).toBe(1);
    const wrong = await call('GET', '/api/v1/appointments?from=amanha', apiToken);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(apiMessages.invalidPeriod);
    const mcpWrong = await callTool(client, 'list_appointments', { from: 'amanhã', to: date });
    expect(mcpWrong.data.message).toBe(`from: ${apiMessages.invalidPeriod}`);
  });

  it('offer the same suggestions, in one shape, for a taken time', async () => {
    const date = dateAhead(7);
    const body = { ...maria, userId: pro.id, startTime: at(date, '10:00') };
    expect((await call('POST', '/api/v1/appointments', apiToken, body)).statusCode).toBe(201);
    const rest = await call('POST', '/api/v1/appointments', apiToken, body);
    const mcp = await book({ startTime: `${date}T10:00` });
    expect(rest.statusCode).toBe(409);
    expect(mcp.data.error).toBe('CONFLICT');
    expect(mcp.data.suggestions).toEqual(rest.json().error.suggestions);
    expect(Object.keys(mcp.data.suggestions[0]).sort()).toEqual(
      Object.keys(ZonedSlotDto.shape).sort(),
    );
  });
});
