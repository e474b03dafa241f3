import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '../db/schema.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import {
  callTool,
  connectClient,
  generateMcpToken,
  listeningApp,
  toggleMcp,
} from './mcp-test-setup.ts';

/** One one-hour time a day, 09:00: one booking fills the day. */
const oneSlotADay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '09:00',
  endTime: '10:00',
  appointmentDuration: 60,
}));

let t: TestApp;
let client: Client;
let proId: string;
beforeAll(async () => {
  const started = await listeningApp();
  t = started.t;
  const { admin, pro } = await bookableProfessional(t, { windows: oneSlotADay });
  proId = pro.id;
  const token = await generateMcpToken(t, admin.token);
  await toggleMcp(t, admin.token, true);
  client = await connectClient(started.endpoint, token);
});
afterAll(async () => {
  await client?.close();
  await t?.close();
});

/** The day `days` ahead, full (its 09:00 booked by a client), and one client waiting for it. */
async function fullDayWithWaitlist(days: number, waitingEmail: string) {
  const date = dateAhead(days);
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(proId, at(date, '09:00'), { clientEmail: `dono-${days}@example.com` }),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/booking/waitlist',
    payload: { professionalId: proId, date, clientName: 'Ana Souza', clientEmail: waitingEmail },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  return { date, appointmentId: (booked.json() as { id: string }).id };
}

const statusOf = async (email: string) =>
  (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, proId))).find(
    (entry) => entry.clientEmail === email,
  )?.status;

describe('a time freed through MCP is offered to the waitlist (decision 086)', () => {
  it('offers it after cancel_appointment, and not after its dry run', async () => {
    const { appointmentId } = await fullDayWithWaitlist(3, 'cancelamento@example.com');
    const simulated = await callTool(client, 'cancel_appointment', { appointmentId, dryRun: true });
    expect(simulated.isError, simulated.text).toBe(false);
    await t.app.waitlist.idle();
    expect(await statusOf('cancelamento@example.com')).toBe('waiting');

    const cancelled = await callTool(client, 'cancel_appointment', { appointmentId });
    expect(cancelled.isError, cancelled.text).toBe(false);
    await t.app.waitlist.idle();
    expect(await statusOf('cancelamento@example.com')).toBe('offered');
  });

  it('offers it after update_appointment moves the booking to another day', async () => {
    const { appointmentId } = await fullDayWithWaitlist(4, 'remarcacao@example.com');
    const moved = await callTool(client, 'update_appointment', {
      appointmentId,
      startTime: at(dateAhead(6), '09:00'),
    });
    expect(moved.isError, moved.text).toBe(false);
    await t.app.waitlist.idle();
    expect(await statusOf('remarcacao@example.com')).toBe('offered');
  });
});
