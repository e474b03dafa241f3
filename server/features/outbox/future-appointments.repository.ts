import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, users } from '../../db/schema.ts';

/** Appointments that have not started, of an organization or one professional, with their professional. */
export async function listFutureAppointments(
  db: Db,
  scope: { organizationId: string; userId?: string },
  now: Date,
) {
  return db
    .select({
      appointment: appointments,
      professional: {
        id: users.id,
        organizationId: users.organizationId,
        name: users.name,
        email: users.email,
        timezone: users.timezone,
      },
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(
      and(
        eq(appointments.organizationId, scope.organizationId),
        scope.userId ? eq(appointments.userId, scope.userId) : undefined,
        gt(appointments.startTime, now),
      ),
    )
    .orderBy(asc(appointments.startTime));
}
