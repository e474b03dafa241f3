import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentsMessages } from '@core/messages.ts';
import { at, dateAhead } from '../helpers/scheduling.ts';
import { openSse, sessionCookie } from '../helpers/sse-client.ts';
import { createProfessional, publicBooking } from './support/agenda-setup.ts';
import { callApi, expectApi } from './support/http-api.ts';
import { roundRobin, sharedInstances } from './support/instances.ts';
import { openScalePool } from './support/scale-database.ts';

const REQUESTS_PER_SLOT = 50;
const TIMES = ['09:00', '10:00', '11:00'];

let pool: pg.Pool;
beforeAll(() => {
  pool = openScalePool();
});
afterAll(async () => {
  await pool.end();
});

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** Appointments per start time of one professional, counted in the database. */
async function rowsPerStart(professionalId: string): Promise<number[]> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from appointments where user_id = $1
     group by start_time order by start_time`,
    [professionalId],
  );
  return rows.map((row) => row.n);
}

describe('three instances on one PostgreSQL', () => {
  it('never overbooks when 300 people book slots of capacity 1 and 3 at once through all three', async () => {
    const instances = sharedInstances();
    const single = await createProfessional(instances[0]!.base, { capacity: 1 });
    const triple = await createProfessional(instances[1]!.base, { capacity: 3 });
    const date = dateAhead(3);
    const wanted = [single, triple].flatMap((pro) =>
      TIMES.flatMap((time) =>
        Array.from({ length: REQUESTS_PER_SLOT }, () => ({ pro, start: at(date, time) })),
      ),
    );
    expect(wanted).toHaveLength(300);

    const answers = await Promise.all(
      wanted.map(({ pro, start }, index) =>
        callApi(roundRobin(instances, index).base, 'POST', '/api/appointments/public', {
          body: publicBooking(pro.id, start, `Cliente ${index}`),
        }),
      ),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(countBy(statuses)).toEqual({ 201: 3 * 1 + 3 * 3, 409: 300 - 12 });
    const refusals = new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message));
    expect([...refusals]).toEqual([appointmentsMessages.slotTaken]);
    expect(await rowsPerStart(single.id)).toEqual([1, 1, 1]);
    expect(await rowsPerStart(triple.id)).toEqual([3, 3, 3]);
  });

  it('streams a booking made on instance C to a screen connected to instance A', async () => {
    const [a, b, c] = sharedInstances();
    const pro = await createProfessional(a!.base);
    const stream = await openSse(
      `${a!.base}/api/notifications/stream`,
      sessionCookie(pro.adminToken),
    );
    try {
      await stream.waitFor((message) => message.type === 'connection_established');
      const date = dateAhead(4);
      const onC = await expectApi(201, c!.base, 'POST', '/api/appointments/public', {
        body: publicBooking(pro.id, at(date, '09:00')),
      });
      const onB = await expectApi(201, b!.base, 'POST', '/api/appointments/public', {
        body: publicBooking(pro.id, at(date, '10:00')),
      });
      for (const booked of [onC, onB]) {
        await stream.waitFor(
          (message) =>
            message.type === 'appointment_created' && message.appointmentId === booked.id,
          10_000,
        );
      }
    } finally {
      stream.close();
    }
  });
});
