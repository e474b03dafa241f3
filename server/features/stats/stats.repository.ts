import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, cancelledBookings, organizationStats, users } from '../../db/schema.ts';

export interface StatsWindows {
  dayStart: Date;
  dayEnd: Date;
  weekStart: Date;
  weekEnd: Date;
  monthStart: Date;
  monthEnd: Date;
}

const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));
const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));

/**
 * Every figure of the admin dashboard. Each query reads an index range (the month and week shown)
 * or the trigger-kept total: the cost does not grow with the history.
 */
export async function readOrganizationStats(db: Db, organizationId: string, w: StatsWindows) {
  const inOrg = eq(appointments.organizationId, organizationId);
  const between = (from: Date, to: Date) =>
    sql<number>`count(*) filter (where ${appointments.startTime} >= ${from} and ${appointments.startTime} < ${to})::int`;
  const [counts] = await db
    .select({
      today: between(w.dayStart, w.dayEnd),
      week: between(w.weekStart, w.weekEnd),
      month: between(w.monthStart, w.monthEnd),
    })
    .from(appointments)
    .where(
      and(
        inOrg,
        gte(appointments.startTime, earliest(w.weekStart, w.monthStart)),
        lt(appointments.startTime, latest(w.weekEnd, w.monthEnd)),
      ),
    );
  const [total] = await db
    .select({ n: organizationStats.appointmentCount })
    .from(organizationStats)
    .where(eq(organizationStats.organizationId, organizationId));
  const [people] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${users.isActive})::int`,
    })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), isNull(users.deletedAt)));
  const [top] = await db
    .select({ id: users.id, name: users.name, count: count() })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(
      and(inOrg, gte(appointments.startTime, w.weekStart), lt(appointments.startTime, w.weekEnd)),
    )
    .groupBy(users.id, users.name)
    .orderBy(desc(count()), users.name)
    .limit(1);
  // What was booked for this week and cancelled since: the trace each cancellation leaves.
  const [cancelled] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cancelledBookings)
    .where(
      and(
        eq(cancelledBookings.organizationId, organizationId),
        gte(cancelledBookings.startTime, w.weekStart),
        lt(cancelledBookings.startTime, w.weekEnd),
      ),
    );
  return {
    counts: { ...counts!, total: total?.n ?? 0, weekCancelled: cancelled?.n ?? 0 },
    people: people!,
    top,
  };
}
