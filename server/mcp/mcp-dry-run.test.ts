import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '@core/constants.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { countRows } from '@tests/helpers/requests.ts';
import { type WebhookReceiver, startWebhookReceiver } from '@tests/helpers/webhook-receiver.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp, createThreadedTestApp } from '@tests/helpers/test-app.ts';
import { appointments, auditLog, emailOutbox, idempotencyKeys, webhookLogs } from '../db/schema.ts';
import { callTool, connectClient, listeningApp, mcpOrganization } from './mcp-test-setup.ts';

const maria = { clientName: 'Maria Oliveira', clientEmail: 'maria@example.com' };
const kept = [appointments, emailOutbox, idempotencyKeys, webhookLogs] as const;

/**
 * How many rows every table a booking writes to holds, and how many audit rows tell of an
 * appointment (each tool call is audited as the token's use, whatever it did).
 */
const rowsOf = async (t: TestApp) => [
  ...(await Promise.all(kept.map((table) => countRows(t.db, table)))),
  (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'appointment')))[0]
    ?.n,
];

// In process (PostgreSQL under npm run test:pg) and on PGlite's own thread, as `npm start` runs.
describe.each([
  ['in process', createTestApp],
  ['on PGlite’s thread', createThreadedTestApp],
] as const)('an MCP dry run %s', (_where, create) => {
  let t: TestApp;
  let client: Client;
  let pro: { id: string };
  let receiver: WebhookReceiver;
  const day = dateAhead(3);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    const started = await listeningApp(create, { WEBHOOK_ALLOW_PRIVATE: true });
    t = started.t;
    const organization = await mcpOrganization(t);
    pro = organization.pro;
    // Subscribers and e-mails would hear of a real booking: a dry run must reach none of them.
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/notification-settings',
      headers: bearer(organization.pro.token),
      payload: {
        webhookNotificationsEnabled: true,
        webhookUrl: receiver.url(),
        webhookEvents: [...WEBHOOK_EVENTS],
        emailNotificationsEnabled: true,
      },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    client = await connectClient(started.endpoint, organization.token);
  });
  afterAll(async () => {
    await client.close();
    await t.close();
    await receiver.close();
  });

  it('answers what would be booked on a free slot, and stores and sends nothing', async () => {
    const before = await rowsOf(t);
    for (let run = 0; run < 3; run++) {
      const answer = await callTool(client, 'create_appointment', {
        professionalId: pro.id,
        ...maria,
        startTime: `${day}T10:00`,
        dryRun: true,
      });
      expect(answer.isError, answer.text).toBe(false);
      expect(answer.data).toMatchObject({
        dryRun: true,
        message: expect.stringContaining('nada foi gravado'),
        appointment: {
          professionalId: pro.id,
          clientName: maria.clientName,
          startUtc: at(day, '10:00'),
          endUtc: at(day, '11:00'),
        },
      });
      expect(await rowsOf(t)).toEqual(before);
    }
    expect(receiver.received).toEqual([]);
  });

  it('then books the same slot for real, once', async () => {
    const before = await rowsOf(t);
    const booked = await callTool(client, 'create_appointment', {
      professionalId: pro.id,
      ...maria,
      startTime: `${day}T10:00`,
    });
    expect(booked.isError, booked.text).toBe(false);
    expect(booked.data.dryRun).toBe(false);
    const after = await rowsOf(t);
    expect(after[0]).toBe(before[0]! + 1);
    // The real booking's outbox rows (webhook, e-mails) and its audit row are written.
    expect(after[3]).toBeGreaterThan(before[3]!);
    expect(after[4]).toBe(before[4]! + 1);
  });

  it('moves and cancels in simulation only, and the booking stays as it was', async () => {
    const [listed] = (
      await callTool(client, 'list_appointments', { from: day, to: day, professionalId: pro.id })
    ).data.appointments as Array<{ id: string; startUtc: string }>;
    if (!listed) throw new Error('the booking of the test before is not listed');
    expect(listed.startUtc).toBe(at(day, '10:00'));
    const before = await rowsOf(t);
    const moved = await callTool(client, 'update_appointment', {
      appointmentId: listed.id,
      startTime: `${day}T11:00`,
      dryRun: true,
    });
    expect(moved.isError, moved.text).toBe(false);
    expect(moved.data).toMatchObject({ dryRun: true, appointment: { startUtc: at(day, '11:00') } });
    const cancelled = await callTool(client, 'cancel_appointment', {
      appointmentId: listed.id,
      dryRun: true,
    });
    expect(cancelled.isError, cancelled.text).toBe(false);
    expect(cancelled.data.dryRun).toBe(true);
    // A confirmation in simulation answers 'confirmed' and stores nothing (decision 083).
    const confirmed = await callTool(client, 'set_appointment_status', {
      appointmentId: listed.id,
      status: 'confirmed',
      dryRun: true,
    });
    expect(confirmed.isError, confirmed.text).toBe(false);
    expect(confirmed.data).toMatchObject({ dryRun: true, appointment: { status: 'confirmed' } });
    expect(await rowsOf(t)).toEqual(before);
    const again = (
      await callTool(client, 'list_appointments', { from: day, to: day, professionalId: pro.id })
    ).data.appointments as Array<{ id: string; startUtc: string }>;
    expect(again).toMatchObject([
      { id: listed.id, startUtc: at(day, '10:00'), status: 'scheduled' },
    ]);
  });
});
