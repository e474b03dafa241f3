import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, users } from '../../db/schema.ts';

/** The professional acting when a change comes from their calendar. */
export async function findPullingUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, organizationId: users.organizationId, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** One of the professional's appointments, by id (start and end to compare with the calendar's). */
export async function findOwnAppointment(db: Db, userId: string, appointmentId: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
    })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, userId)))
    .limit(1);
  return row ?? null;
}
