import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AvailabilityDto } from '@core/schemas/availability.ts';
import { visibleTo } from '../../db/actor-scope.ts';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { availability } from '../../db/schema.ts';
import type { Actor } from '../../kernel/actor.ts';

type AvailabilityRow = typeof availability.$inferSelect;
export type NewAvailability = Omit<AvailabilityDto, 'id'> & { organizationId: string };

function toAvailabilityDto(row: AvailabilityRow): AvailabilityDto {
  return {
    id: row.id,
    userId: row.userId,
    dayOfWeek: row.dayOfWeek,
    startTime: row.startTime,
    endTime: row.endTime,
    appointmentDuration: row.appointmentDuration,
    maxConcurrentAppointments: row.maxConcurrentAppointments,
    isActive: row.isActive,
  };
}

// Read by every public booking and schedule load: built once (built-once.ts).
const userAvailabilityRows = builtOnce((db) =>
  db
    .select()
    .from(availability)
    .where(eq(availability.userId, sql.placeholder('userId')))
    .orderBy(asc(availability.dayOfWeek), asc(availability.startTime), asc(availability.endTime)),
);

/** A user's weekly windows, by weekday then start time. */
export async function listUserAvailability(db: Db, userId: string): Promise<AvailabilityDto[]> {
  const rows = await userAvailabilityRows(db, { userId });
  return rows.map(toAvailabilityDto);
}

/** The weekly windows of several users of one organization in one query, each by weekday. */
export async function listAvailabilityOfUsers(
  db: Db,
  organizationId: string,
  userIds: string[],
): Promise<Map<string, AvailabilityDto[]>> {
  const byUser = new Map(userIds.map((id) => [id, [] as AvailabilityDto[]]));
  if (!userIds.length) return byUser;
  const rows = await db
    .select()
    .from(availability)
    .where(
      and(eq(availability.organizationId, organizationId), inArray(availability.userId, userIds)),
    )
    .orderBy(asc(availability.dayOfWeek), asc(availability.startTime), asc(availability.endTime));
  for (const row of rows) byUser.get(row.userId)?.push(toAvailabilityDto(row));
  return byUser;
}

/** The active windows of one weekday of a user. */
export async function listActiveDayWindows(
  db: Db,
  userId: string,
  dayOfWeek: number,
): Promise<AvailabilityDto[]> {
  const rows = await db
    .select()
    .from(availability)
    .where(
      and(
        eq(availability.userId, userId),
        eq(availability.dayOfWeek, dayOfWeek),
        eq(availability.isActive, true),
      ),
    )
    .orderBy(asc(availability.startTime));
  return rows.map(toAvailabilityDto);
}

/** A row the actor may touch, or undefined (another professional's or organization's). */
export async function findVisibleAvailability(
  db: Db,
  actor: Actor,
  id: string,
): Promise<AvailabilityDto | undefined> {
  const [row] = await db
    .select()
    .from(availability)
    .where(and(eq(availability.id, id), visibleTo(actor, availability)))
    .limit(1);
  return row && toAvailabilityDto(row);
}

export async function insertAvailability(db: Db, row: NewAvailability): Promise<AvailabilityDto> {
  const [inserted] = await db.insert(availability).values(row).returning();
  return toAvailabilityDto(inserted!);
}

export async function setAvailabilityActive(
  db: Db,
  id: string,
  isActive: boolean,
): Promise<AvailabilityDto> {
  const [row] = await db
    .update(availability)
    .set({ isActive })
    .where(eq(availability.id, id))
    .returning();
  return toAvailabilityDto(row!);
}

export async function deleteAvailability(db: Db, id: string): Promise<void> {
  await db.delete(availability).where(eq(availability.id, id));
}

/** Deletes a user's windows on some weekdays and returns them as they were. */
export async function deleteDaysAvailability(
  db: Db,
  userId: string,
  days: number[],
): Promise<AvailabilityDto[]> {
  const rows = await db
    .delete(availability)
    .where(and(eq(availability.userId, userId), inArray(availability.dayOfWeek, days)))
    .returning();
  return rows.map(toAvailabilityDto);
}
