import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';

/** The period the fairness rule counts bookings over (decision 073): the next 30 days. */
export const FAIRNESS_PERIOD_DAYS = 30;

export interface Load {
  id: string;
  /** Appointments (cancelled ones are deleted) starting in the period. */
  bookings: number;
  /** When their newest appointment was created; 0 when they have none. */
  lastBookedAt: number;
}

/**
 * The order 'Qualquer profissional' tries the candidates in (decision 073): fewest bookings
 * starting in the next 30 days first; ties by longest idle (oldest last booking created, never
 * booked first); then by id, so the order is total and the same for everyone.
 */
export function fairOrder(loads: Load[]): string[] {
  return [...loads]
    .sort(
      (a, b) =>
        a.bookings - b.bookings ||
        a.lastBookedAt - b.lastBookedAt ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((load) => load.id);
}

/** The load of each professional, read in two grouped queries. */
export async function readLoads(db: Db, ids: string[], now: number): Promise<Load[]> {
  if (!ids.length) return [];
  const until = new Date(now + FAIRNESS_PERIOD_DAYS * 86_400_000);
  const [counts, newest] = await Promise.all([
    db
      .select({ id: appointments.userId, count: sql<number>`count(*)::int` })
      .from(appointments)
      .where(
        and(
          inArray(appointments.userId, ids),
          gte(appointments.startTime, new Date(now)),
          lt(appointments.startTime, until),
        ),
      )
      .groupBy(appointments.userId),
    db
      .select({
        id: appointments.userId,
        at: sql<string>`(extract(epoch from max(${appointments.createdAt})) * 1000)::float8`,
      })
      .from(appointments)
      .where(inArray(appointments.userId, ids))
      .groupBy(appointments.userId),
  ]);
  const countOf = new Map(counts.map((row) => [row.id, Number(row.count)]));
  const newestOf = new Map(newest.map((row) => [row.id, Number(row.at)]));
  return ids.map((id) => ({
    id,
    bookings: countOf.get(id) ?? 0,
    lastBookedAt: newestOf.get(id) ?? 0,
  }));
}
