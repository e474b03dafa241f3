import { and, asc, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { BusyInterval } from '@core/scheduling/slots.ts';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { products, users, waitlistEntries } from '../../db/schema.ts';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntry = Omit<typeof waitlistEntries.$inferInsert, 'id' | 'createdAt'>;

/** Adds an entry; undefined when the address already waits for this date and professional. */
export async function insertWaitlistEntry(db: Db, entry: NewWaitlistEntry) {
  const [row] = await db.insert(waitlistEntries).values(entry).onConflictDoNothing().returning();
  return row;
}

/**
 * The times offers hold in a professional's agenda, overlapping [from, to): each counts as one
 * busy interval (its id is the entry's) until it expires. `exceptId`: the offer being booked.
 */
export async function listHeldIntervals(
  db: Db,
  userId: string,
  from: Date,
  to: Date,
  exceptId?: string,
): Promise<BusyInterval[]> {
  const rows = (await heldOffers(db, {
    userId,
    from: from.toISOString(),
    to: to.toISOString(),
    exceptId: exceptId ?? null,
  })) as Array<{ id: string; start: Date | null; end: Date | null }>;
  return rows.flatMap((row) =>
    row.start && row.end
      ? [{ id: row.id, start: row.start.getTime(), end: row.end.getTime() }]
      : [],
  );
}

// Read with every booking's schedule, built once (built-once.ts).
const heldOffers = builtOnce((db) =>
  db
    .select({
      id: waitlistEntries.id,
      start: waitlistEntries.offerStart,
      end: waitlistEntries.offerEnd,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, sql.placeholder('userId')),
        eq(waitlistEntries.status, 'offered'),
        gt(waitlistEntries.offerExpiresAt, sql`now()`),
        lt(waitlistEntries.offerStart, sql.placeholder('to')),
        gt(waitlistEntries.offerEnd, sql.placeholder('from')),
        sql`${waitlistEntries.id} is distinct from ${sql.placeholder('exceptId')}::uuid`,
      ),
    ),
);

/** The waiting entries of a professional from a date on, first come first. */
export function listWaitingEntries(db: Db, userId: string, fromDate: string) {
  return db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.status, 'waiting'),
        gte(waitlistEntries.date, fromDate),
      ),
    )
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** An entry, locked for the rest of the transaction. */
export async function lockEntry(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, id))
    .for('update');
  return row;
}

/** The entry of an offer link's secret (its hash), locked when asked. */
export async function findEntryByTokenHash(db: Db, tokenHash: string, lock = false) {
  const query = db
    .select()
    .from(waitlistEntries)
    .where(
      or(
        eq(waitlistEntries.offerTokenHash, tokenHash),
        eq(waitlistEntries.offerWhatsappTokenHash, tokenHash),
      ),
    )
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function updateEntry(db: Db, id: string, changes: Partial<NewWaitlistEntry>) {
  const [row] = await db
    .update(waitlistEntries)
    .set(changes)
    .where(eq(waitlistEntries.id, id))
    .returning();
  return row;
}

/** Offers past their hold become 'expired'; returns whose agendas they freed. */
export function expireOffers(db: Db, now: Date) {
  return db
    .update(waitlistEntries)
    .set({ status: 'expired' })
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .returning({ userId: waitlistEntries.userId, organizationId: waitlistEntries.organizationId });
}

/** The office's list (or one professional's), from a date on, with names to show. */
export function listOfficeEntries(
  db: Db,
  scope: { organizationId: string; userIds?: string[] },
  fromDate: string,
) {
  return db
    .select({
      entry: waitlistEntries,
      professionalName: users.name,
      productName: products.name,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .leftJoin(products, eq(products.id, waitlistEntries.productId))
    .where(
      and(
        eq(waitlistEntries.organizationId, scope.organizationId),
        scope.userIds ? inArray(waitlistEntries.userId, scope.userIds) : undefined,
        gte(waitlistEntries.date, fromDate),
      ),
    )
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

export async function deleteEntry(db: Db, id: string) {
  const [row] = await db.delete(waitlistEntries).where(eq(waitlistEntries.id, id)).returning();
  return row;
}

/** A client's entries in an organization (LGPD export and erasure), by e-mail, with whose day. */
export async function findClientEntries(db: Db, organizationId: string, email: string) {
  const rows = await db
    .select({ entry: waitlistEntries, professionalName: users.name })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(
      and(
        eq(waitlistEntries.organizationId, organizationId),
        eq(waitlistEntries.clientEmail, email.toLowerCase()),
      ),
    );
  return rows.map(({ entry, professionalName }) => ({ ...entry, professionalName }));
}

/** The LGPD erasure drops a client's entries; returns the ones whose offer held a time. */
export async function deleteClientEntries(db: Db, organizationId: string, email: string) {
  return db
    .delete(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.organizationId, organizationId),
        eq(waitlistEntries.clientEmail, email.toLowerCase()),
      ),
    )
    .returning({ userId: waitlistEntries.userId, status: waitlistEntries.status });
}
