import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInProfessional } from '@tests/helpers/factories.ts';
import { deliverDue, fastRetryConfig, logsOf } from '@tests/helpers/outbox.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { appointments } from '../../db/schema.ts';
import type { OutboxChannel, OutboxChannels } from './outbox-channel.ts';
import { outboxChannels } from './outbox-channels.ts';
import { outboxRow } from './outbox-row.ts';
import { recordAppointmentChange } from './record-appointment-change.ts';
import type { ClaimedRow } from './webhook-logs.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(fastRetryConfig);
});
afterAll(() => t.close());

/**
 * A channel that only this test knows (an SMS, say): it hears of every change of a professional
 * whose audience it read, plans a reminder an hour ahead, reads one context per batch and keeps
 * what it "sent". Nothing outside this file names it.
 */
function fakeChannel() {
  const sent: { row: ClaimedRow; context: string | undefined }[] = [];
  const batches: number[] = [];
  const channel: OutboxChannel<string, string> = {
    readAudience: async (_db, professional) => `sms:${professional.id}`,
    reminderMinutes: () => [60],
    // The other channels' reminder times come by too: it writes for its own only.
    rows: ({ event, professional, snapshot, payload, timing }, to) =>
      timing.reminderMinutes && timing.reminderMinutes !== 60
        ? []
        : [
            outboxRow(professional, snapshot, {
              eventType: event,
              channel: 'fake' as never,
              subscriber: 'client',
              url: to,
              payload,
              ...timing,
            }),
          ],
    loadContext: async (_db, rows) => {
      batches.push(rows.length);
      return 'read once';
    },
    deliver: async (_deps, row, context) => {
      sent.push({ row, context });
      return {
        ok: true,
        retryable: false,
        httpStatus: 200,
        excerpt: null,
        error: null,
        url: row.url,
      };
    },
  };
  return { channel, sent, batches };
}

describe('a channel added to the registry', () => {
  it('hears of a change through the one writer and is delivered by deliverRow', async () => {
    const pro = await signedInProfessional(t);
    const start = new Date(Date.now() + 3 * 86_400_000);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(pro.token),
      payload: {
        clientName: 'Ana',
        clientEmail: 'ana@example.com',
        startTime: start,
        duration: 30,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [appointment] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, created.json().id));

    const fake = fakeChannel();
    const channels: OutboxChannels = { ...outboxChannels, fake: fake.channel };
    await recordAppointmentChange(
      t.db,
      {
        event: 'appointment.updated',
        appointment: appointment!,
        professional: pro,
        rescheduled: true,
      },
      channels,
    );
    const fakeRows = (await logsOf(t.db, appointment!.id)).filter(
      (row) => (row.channel as string) === 'fake',
    );
    expect(fakeRows.map((row) => [row.eventType, row.status, row.url]).sort()).toEqual([
      ['appointment.reminder', 'scheduled', `sms:${pro.id}`],
      ['appointment.updated', 'pending', `sms:${pro.id}`],
    ]);

    const deps = { db: t.db, config: fastRetryConfig, sendEmail: async () => undefined, channels };
    await deliverDue(deps, Date.now());
    expect(fake.sent.map(({ row, context }) => [row.eventType, context])).toEqual([
      ['appointment.updated', 'read once'],
    ]);
    expect(fake.batches).toEqual([1]);
    const after = await logsOf(t.db, appointment!.id, 'appointment.updated');
    expect(after.find((row) => (row.channel as string) === 'fake')?.status).toBe('success');
  });
});
