import { appointments } from '../server/db/schema.ts';
import type { Db } from '../server/db/client.ts';

const HOUR = 3_600_000;

/** Inserts appointments for a professional: `past` before now and `future` after, one per hour slot. */
export async function seedHistory(
  db: Db,
  who: { organizationId: string; userId: string },
  counts: { past: number; future: number },
  now = Date.now(),
) {
  const rows: (typeof appointments.$inferInsert)[] = [];
  const hourAligned = Math.floor(now / HOUR) * HOUR;
  for (let i = 1; i <= counts.past; i++) rows.push(row(who, hourAligned - i * HOUR * 3));
  // Future ones spread over the next 120 days, leaving most slots free.
  for (let i = 0; i < counts.future; i++)
    rows.push(row(who, hourAligned + 24 * HOUR + i * 5 * HOUR + HOUR * 3));
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(appointments).values(rows.slice(i, i + 1000));
}

function row(who: { organizationId: string; userId: string }, start: number) {
  return {
    organizationId: who.organizationId,
    userId: who.userId,
    clientName: 'Cliente Bench',
    clientEmail: 'bench@example.com',
    startTime: new Date(start),
    endTime: new Date(start + 3_600_000),
    // Booked a week ahead, as real history would be (not all created today).
    createdAt: new Date(Math.min(start - 7 * 86_400_000, Date.now())),
    source: 'manual' as const,
  };
}
