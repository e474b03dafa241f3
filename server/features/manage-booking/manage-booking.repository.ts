import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, cancelledBookings, organizations, users } from '../../db/schema.ts';

/** An appointment found by its private link, with what its page and its changes need. */
export async function findByManageToken(db: Db, token: string) {
  const [row] = await db
    .select({
      appointment: appointments,
      professional: {
        id: users.id,
        organizationId: users.organizationId,
        name: users.name,
        email: users.email,
        title: users.title,
        timezone: users.timezone,
        bookingSlug: users.bookingSlug,
        bookable: sql<boolean>`${users.isActive} and ${users.deletedAt} is null`.mapWith(Boolean),
      },
      organizationName: organizations.name,
      /** The office's address and phone, for the .ics the client downloads (decision 078). */
      office: { address: organizations.address, phone: organizations.phone },
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .innerJoin(organizations, eq(organizations.id, appointments.organizationId))
    .where(eq(appointments.manageToken, token))
    .limit(1);
  return row;
}

export type ManagedAppointment = NonNullable<Awaited<ReturnType<typeof findByManageToken>>>;

/** What a cancelled appointment's private link still shows, or undefined. */
export async function findCancelledByManageToken(db: Db, token: string) {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [row] = await db
    .select({
      startTime: cancelledBookings.startTime,
      organizationName: organizations.name,
      professional: { name: users.name, timezone: users.timezone, bookingSlug: users.bookingSlug },
    })
    .from(cancelledBookings)
    .innerJoin(users, eq(users.id, cancelledBookings.userId))
    .innerJoin(organizations, eq(organizations.id, cancelledBookings.organizationId))
    .where(eq(cancelledBookings.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Forgets cancellations of appointments whose time is older than `before`; returns how many. */
export async function purgeCancelledBookings(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(cancelledBookings)
    .where(lt(cancelledBookings.startTime, before))
    .returning({ tokenHash: cancelledBookings.tokenHash });
  return gone.length;
}
