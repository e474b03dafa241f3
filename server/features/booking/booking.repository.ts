import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

// A secretary runs the agendas and has none of their own: never booked (decision 080).
const bookable = and(
  eq(users.isActive, true),
  isNull(users.deletedAt),
  ne(users.role, 'secretary'),
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findBookableUserBySlug(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.bookingSlug, slug.toLowerCase()), bookable))
    .limit(1);
  return row;
}

/** A deactivated (not removed) user of a slug: their link says it is closed, not unknown. */
export async function findDeactivatedUserBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(
      and(
        eq(users.bookingSlug, slug.toLowerCase()),
        eq(users.isActive, false),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** The admin behind a shared link; a malformed id is simply not found. */
export async function findAdmin(db: Db, adminId: string) {
  if (!UUID.test(adminId)) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, adminId), eq(users.role, 'admin'), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function listBookableUsers(db: Db, organizationId: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), bookable))
    .orderBy(asc(users.name));
}

/** The office's first admin: the key of its shared link while it has no slug of its own. */
export async function findFirstAdminId(db: Db, organizationId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.role, 'admin'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row?.id;
}
