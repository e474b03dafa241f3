import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function stampede(capacity: number) {
  const { pro } = await bookableProfessional(t, {
    windows: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '09:00',
      endTime: '12:00',
      maxConcurrentAppointments: capacity,
    })),
  });
  const start = at(dateAhead(3), '10:00');
  const responses = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/public',
        payload: publicBooking(pro.id, start, { clientEmail: `cliente${i}@example.com` }),
      }),
    ),
  );
  const statuses = responses.map((r) => r.statusCode);
  const rows = await t.db.select().from(appointments).where(eq(appointments.userId, pro.id));
  return { statuses, rows };
}

describe('100 simultaneous public bookings of one slot', () => {
  it('create exactly 1 appointment with capacity 1; the other 99 get 409', async () => {
    const { statuses, rows } = await stampede(1);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(rows).toHaveLength(1);
  });

  it('create exactly 3 appointments with capacity 3', async () => {
    const { statuses, rows } = await stampede(3);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(97);
    expect(rows).toHaveLength(3);
  });
});
