import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, organizations, users } from '../../db/schema.ts';

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
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .innerJoin(organizations, eq(organizations.id, appointments.organizationId))
    .where(eq(appointments.manageToken, token))
    .limit(1);
  return row;
}

export type ManagedAppointment = NonNullable<Awaited<ReturnType<typeof findByManageToken>>>;
