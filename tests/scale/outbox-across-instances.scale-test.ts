import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfessional } from './support/agenda-setup.ts';
import { answeredTwice, startHoldingReceiver } from './support/holding-receiver.ts';
import type { HoldingReceiver } from './support/holding-receiver.ts';
import { expectApi } from './support/http-api.ts';
import { roundRobin, sharedInstances } from './support/instances.ts';
import { settle, webhookRowsOf } from './support/outbox-rows.ts';
import { openScalePool } from './support/scale-database.ts';
import { waitUntil } from './support/wait-until.ts';

const BOOKINGS = 90;

let pool: pg.Pool;
let receiver: HoldingReceiver;
beforeAll(async () => {
  pool = openScalePool();
  receiver = await startHoldingReceiver();
});
afterAll(async () => {
  await receiver.close();
  await pool.end();
});

describe('three outbox workers on one PostgreSQL', () => {
  it('deliver every webhook and every reminder exactly once per event id', async () => {
    const instances = sharedInstances();
    // Reminders one minute before: appointments starting a little over a minute after they are
    // booked get theirs during the test, from whichever worker claims them first.
    const pros = await Promise.all(
      instances.map((instance) =>
        createProfessional(instance.base, {
          webhookUrl: receiver.url('/all'),
          reminderMinutes: [1],
        }),
      ),
    );
    // One professional per lane, booked one after another through A, B, C in turn; the lanes
    // run at once.
    await Promise.all(
      pros.map(async (pro, lane) => {
        let previousEnd = 0;
        for (let index = 0; index < BOOKINGS / pros.length; index++) {
          const start = Math.max(Date.now() + 62_000, previousEnd);
          previousEnd = start + 50;
          await expectApi(
            201,
            roundRobin(instances, lane + index).base,
            'POST',
            '/api/appointments',
            {
              token: pro.token,
              body: {
                clientName: `Cliente ${lane}-${index}`,
                clientEmail: `c${lane}-${index}@example.com`,
                startTime: new Date(start).toISOString(),
                endTime: new Date(previousEnd).toISOString(),
              },
            },
          );
        }
      }),
    );

    await waitUntil(
      'every creation and every reminder to be answered',
      () =>
        receiver.answered('appointment.created').length >= BOOKINGS &&
        receiver.answered('appointment.reminder').length >= BOOKINGS,
      { timeoutMs: 90_000 },
    );
    await settle();

    expect(answeredTwice(receiver.deliveries)).toEqual([]);
    expect(receiver.deliveries).toHaveLength(2 * BOOKINGS);
    const rows = (await Promise.all(pros.map((pro) => webhookRowsOf(pool, pro.id)))).flat();
    expect(rows).toHaveLength(2 * BOOKINGS);
    expect(new Set(rows.map((row) => `${row.status}/${row.attempts}`))).toEqual(
      new Set(['success/1']),
    );
    expect(new Set(receiver.deliveries.map((d) => d.eventId))).toEqual(
      new Set(rows.map((row) => row.eventId)),
    );
  });
});
