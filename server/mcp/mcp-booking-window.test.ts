import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingWindowMessages } from '@core/messages.ts';
import { bearer } from '@tests/helpers/factories.ts';
import {
  ALL_DAY,
  brDateAhead,
  createService,
  halfHourAfter,
  setBookingWindow,
} from '@tests/helpers/booking-window.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { callTool, connectClient, listeningApp, mcpOrganization } from './mcp-test-setup.ts';

let t: TestApp;
let client: Client;
let pro: { id: string; token: string };
const maria = { clientName: 'Maria Oliveira', clientEmail: 'maria@example.com' };

beforeAll(async () => {
  const started = await listeningApp();
  t = started.t;
  const organization = await mcpOrganization(t);
  pro = organization.pro;
  // Hours around the clock besides 09:00–12:00, so a time two hours from now is always inside them.
  for (const window of ALL_DAY.flatMap((day) => [
    { ...day, endTime: '09:00' },
    { ...day, startTime: '12:00' },
  ])) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/availability',
      headers: bearer(pro.token),
      payload: window,
    });
    if (added.statusCode !== 201) throw new Error(added.body);
  }
  client = await connectClient(started.endpoint, organization.token);
});
afterAll(async () => {
  await client.close();
  await t.close();
});

const book = (args: Record<string, unknown>) =>
  callTool(client, 'create_appointment', { professionalId: pro.id, ...maria, ...args });

describe('the booking window in MCP create_appointment', () => {
  it('refuses a start past the default 90-day horizon, naming the limit, with suggestions', async () => {
    const refused = await book({ startTime: at(dateAhead(91), '10:00') });
    expect(refused.isError, refused.text).toBe(true);
    expect(refused.data.message).toContain(bookingWindowMessages.tooFar(90, brDateAhead(90)));
    expect(refused.data.suggestions.length).toBeGreaterThan(0);
    const availability = await callTool(client, 'get_availability', {
      professionalId: pro.id,
      from: dateAhead(91),
      to: dateAhead(91),
    });
    expect(availability.data).toMatchObject({ from: dateAhead(91), slots: [] });
  });

  it('refuses a start inside a 2 h minimum notice with the pt-BR message, and books one after it', async () => {
    await setBookingWindow(t, pro.token, { minimumNoticeMinutes: 120 });
    const refused = await book({ startTime: halfHourAfter(60), durationMinutes: 30 });
    expect(refused.isError, refused.text).toBe(true);
    expect(refused.data.message).toContain(bookingWindowMessages.tooSoon(120));
    expect(refused.data.suggestions.length).toBeGreaterThan(0);
    const later = await book({ startTime: halfHourAfter(150), durationMinutes: 30 });
    expect(later.isError, later.text).toBe(false);
  });

  it("lets a service's own horizon win over the professional's", async () => {
    const service = await createService(t, pro.token, { maximumHorizonDays: 120 });
    const booked = await book({ startTime: at(dateAhead(100), '10:00'), productId: service.id });
    expect(booked.isError, booked.text).toBe(false);
  });
});
