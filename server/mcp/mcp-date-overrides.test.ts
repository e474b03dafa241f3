import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/scheduling/local-date.ts';
import { callV1 } from '@tests/helpers/api-v1.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { callTool, connectClient, listeningApp, mcpOrganization } from './mcp-test-setup.ts';

let t: TestApp;
let client: Client;
let office: Awaited<ReturnType<typeof mcpOrganization>>;
const dayOff = dateAhead(30);
const afternoon = addDays(dayOff, 1);

beforeAll(async () => {
  const started = await listeningApp();
  t = started.t;
  office = await mcpOrganization(t);
  client = await connectClient(started.endpoint, office.token);
  const headers = bearer(office.pro.token);
  await t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers,
    payload: { blockHolidays: false },
  });
  for (const payload of [
    { startDate: dayOff, endDate: dayOff, name: 'Férias' },
    {
      startDate: afternoon,
      endDate: afternoon,
      name: 'Tarde',
      startTime: '14:00',
      endTime: '16:00',
    },
  ]) {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/date-overrides',
      headers,
      payload,
    });
    if (saved.statusCode !== 201) throw new Error(saved.body);
  }
});
afterAll(async () => {
  await client.close();
  await t.close();
});

describe('date overrides in REST v1 and MCP', () => {
  it('REST v1 /slots has no slot on a day off and the different hours on their date', async () => {
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/generate-api-token',
      headers: bearer(office.admin.token),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/toggle-api',
      headers: bearer(office.admin.token),
      payload: { enabled: true },
    });
    const v1 = callV1(t, generated.json().apiToken as string);
    const slots = await v1(
      'GET',
      `/api/v1/slots?professionalId=${office.pro.id}&from=${dayOff}&to=${afternoon}`,
    );
    expect(slots.statusCode, slots.body).toBe(200);
    expect(
      slots.json().slots.map((s: { date: string; time: string }) => `${s.date} ${s.time}`),
    ).toEqual([`${afternoon} 14:00`, `${afternoon} 15:00`]);
  });

  it('MCP get_availability honours the day off and the different hours', async () => {
    const { data } = await callTool(client, 'get_availability', {
      professionalId: office.pro.id,
      from: dayOff,
      to: afternoon,
    });
    expect(data.slots.map((slot: { startUtc: string }) => slot.startUtc)).toEqual([
      at(afternoon, '14:00'),
      at(afternoon, '15:00'),
    ]);
  });

  it('MCP create_appointment on a day off is refused with the free slots nearest', async () => {
    const refused = await callTool(client, 'create_appointment', {
      professionalId: office.pro.id,
      clientName: 'Maria Oliveira',
      clientEmail: 'maria@example.com',
      startTime: `${dayOff}T09:00`,
    });
    expect(refused.isError).toBe(true);
    expect(refused.data.error).toBe('OUTSIDE_AVAILABILITY');
    const suggested = refused.data.suggestions.map((s: { startUtc: string }) => s.startUtc);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.some((start: string) => start.startsWith(dayOff))).toBe(false);
  });
});
