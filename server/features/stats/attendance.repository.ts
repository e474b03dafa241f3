import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, users } from '../../db/schema.ts';

/** Per professional, the period's appointments by status (an index range of the office's starts). */
export async function readAttendanceCounts(db: Db, organizationId: string, from: Date, to: Date) {
  const counted = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})::int`;
  return db
    .select({
      id: users.id,
      name: users.name,
      booked: sql<number>`count(*)::int`,
      confirmed: counted(sql`${appointments.confirmedAt} is not null`),
      attended: counted(sql`${appointments.status} = 'attended'`),
      noShow: counted(sql`${appointments.status} = 'no_show'`),
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(
      and(
        eq(appointments.organizationId, organizationId),
        gte(appointments.startTime, from),
        lt(appointments.startTime, to),
      ),
    )
    .groupBy(users.id, users.name)
    .orderBy(asc(users.name));
}
