import { and, asc, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { LocalDate } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import { builtOnce } from '../../db/built-once.ts';
import { appointments, dateOverrides, users } from '../../db/schema.ts';

export type DateOverrideRow = Awaited<ReturnType<typeof findOfficeOverride>> & {};
type NewDateOverride = Omit<typeof dateOverrides.$inferInsert, 'id' | 'createdAt'>;

const columns = {
  id: dateOverrides.id,
  userId: dateOverrides.userId,
  startDate: dateOverrides.startDate,
  endDate: dateOverrides.endDate,
  name: dateOverrides.name,
  startTime: dateOverrides.startTime,
  endTime: dateOverrides.endTime,
};

const touching = (from: LocalDate, to: LocalDate) =>
  and(lte(dateOverrides.startDate, to), gte(dateOverrides.endDate, from));

/** The overrides that apply to a professional (their own and the office's) touching a range. */
export function listOverridesOf(
  db: Db,
  professional: { id: string; organizationId: string },
  from: LocalDate,
  to: LocalDate,
): Promise<DateOverrideRow[]> {
  const values = { organizationId: professional.organizationId, userId: professional.id };
  return overridesOfProfessional(db, { ...values, from, to }) as Promise<DateOverrideRow[]>;
}

// Read with every booking's schedule, built once (built-once.ts).
const overridesOfProfessional = builtOnce((db) =>
  db
    .select(columns)
    .from(dateOverrides)
    .where(
      and(
        eq(dateOverrides.organizationId, sql.placeholder('organizationId')),
        or(eq(dateOverrides.userId, sql.placeholder('userId')), isNull(dateOverrides.userId)),
        lte(dateOverrides.startDate, sql.placeholder('to')),
        gte(dateOverrides.endDate, sql.placeholder('from')),
      ),
    )
    .orderBy(asc(dateOverrides.startDate)),
);

/**
 * An office's overrides: all of them, or one professional's own and the office's; only those
 * ending on or after `from` when given.
 */
export function listOfficeOverrides(
  db: Db,
  organizationId: string,
  userId?: string,
  from?: LocalDate,
) {
  return db
    .select(columns)
    .from(dateOverrides)
    .where(
      and(
        eq(dateOverrides.organizationId, organizationId),
        userId ? or(eq(dateOverrides.userId, userId), isNull(dateOverrides.userId)) : undefined,
        from ? gte(dateOverrides.endDate, from) : undefined,
      ),
    )
    .orderBy(asc(dateOverrides.startDate), asc(dateOverrides.createdAt));
}

export async function findOfficeOverride(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(dateOverrides)
    .where(and(eq(dateOverrides.organizationId, organizationId), eq(dateOverrides.id, id)));
  return row;
}

/** Another override of the same scope (one professional, or the office) sharing a date. */
export async function findOverlappingOverride(
  db: Db,
  override: Pick<NewDateOverride, 'organizationId' | 'userId' | 'startDate' | 'endDate'>,
  exceptId?: string,
) {
  const [row] = await db
    .select(columns)
    .from(dateOverrides)
    .where(
      and(
        eq(dateOverrides.organizationId, override.organizationId),
        override.userId ? eq(dateOverrides.userId, override.userId) : isNull(dateOverrides.userId),
        touching(override.startDate, override.endDate),
        exceptId ? ne(dateOverrides.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertOverride(db: Db, override: NewDateOverride) {
  const [row] = await db.insert(dateOverrides).values(override).returning(columns);
  return row!;
}

export async function updateOverride(db: Db, id: string, override: Partial<NewDateOverride>) {
  const [row] = await db
    .update(dateOverrides)
    .set(override)
    .where(eq(dateOverrides.id, id))
    .returning(columns);
  return row!;
}

export async function deleteOverride(db: Db, id: string): Promise<void> {
  await db.delete(dateOverrides).where(eq(dateOverrides.id, id));
}

/**
 * The office's appointments (cancelled ones are deleted) on the local dates of a range, in each
 * professional's zone: of one professional, or of everyone when `userId` is null.
 */
export function listAppointmentsOnDates(
  db: Db,
  scope: { organizationId: string; userId: string | null },
  from: LocalDate,
  to: LocalDate,
) {
  const localDate = sql`(${appointments.startTime} at time zone ${users.timezone})::date`;
  return db
    .select({
      id: appointments.id,
      userId: appointments.userId,
      clientName: appointments.clientName,
      startTime: appointments.startTime,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(
      and(
        eq(appointments.organizationId, scope.organizationId),
        scope.userId ? eq(appointments.userId, scope.userId) : undefined,
        sql`${localDate} between ${from}::date and ${to}::date`,
      ),
    )
    .orderBy(asc(appointments.startTime));
}
