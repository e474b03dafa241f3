import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, auditLog, users } from '../../db/schema.ts';

export interface StatsWindows {
  dayStart: Date;
  dayEnd: Date;
  weekStart: Date;
  weekEnd: Date;
  monthStart: Date;
  monthEnd: Date;
  last30Start: Date;
}

/** Every figure of the admin dashboard in three aggregate queries. */
export async function readOrganizationStats(db: Db, organizationId: string, w: StatsWindows) {
  const inOrg = eq(appointments.organizationId, organizationId);
  const between = (from: Date, to: Date) =>
    sql<number>`count(*) filter (where ${appointments.startTime} >= ${from} and ${appointments.startTime} < ${to})::int`;
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      today: between(w.dayStart, w.dayEnd),
      week: between(w.weekStart, w.weekEnd),
      month: between(w.monthStart, w.monthEnd),
      keptLast30: sql<number>`count(*) filter (where ${appointments.createdAt} >= ${w.last30Start})::int`,
    })
    .from(appointments)
    .where(inOrg);
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
  const [cancelled] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        eq(auditLog.entity, 'appointment'),
        eq(auditLog.action, 'delete'),
        gte(auditLog.createdAt, w.last30Start),
      ),
    );
  return { counts: counts!, people: people!, top, cancelled: cancelled?.n ?? 0 };
}
