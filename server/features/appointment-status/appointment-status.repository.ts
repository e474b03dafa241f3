import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';

/** The appointment, locked until the transaction ends (a status racing a cancellation waits). */
export async function lockAppointment(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.organizationId, organizationId)))
    .for('update')
    .limit(1);
  return row;
}

/** A professional's appointments starting in [from, to) and not yet marked, locked, by start. */
export async function lockUnmarkedAppointments(db: Db, userId: string, from: Date, to: Date) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        gte(appointments.startTime, from),
        lt(appointments.startTime, to),
        inArray(appointments.status, ['scheduled', 'confirmed']),
      ),
    )
    .orderBy(appointments.startTime)
    .for('update');
}
