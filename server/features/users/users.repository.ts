import { and, asc, eq, gt, isNull, like, or, sql } from 'drizzle-orm';
import type { UserDto } from '@core/schemas/auth.ts';
import { freeSlugAt, slugifyName } from '@core/booking-slug.ts';
import { builtOnce } from '../../db/built-once.ts';
import type { ScheduleSnapshot } from '../scheduling/schedule-snapshot.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { BookingFormSettingsDto } from '@core/schemas/booking-form.ts';
import { liveCalendarConnection } from '../calendars/calendar-connections.ts';
import { toSettingsDto } from '../booking-form/booking-form.repository.ts';
import {
  appointments,
  bookingFormSettings,
  organizations,
  sessions,
  users,
} from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<
  typeof users.$inferInsert,
  'id' | 'bookingSlug' | 'createdAt' | 'updatedAt'
>;

export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    email: row.email,
    role: row.role,
    title: row.title,
    description: row.description,
    color: row.color,
    isActive: row.isActive,
    bookingSlug: row.bookingSlug,
    timezone: row.timezone,
    defaultDuration: row.defaultDuration,
    bufferTime: row.bufferTime,
    meetingTitle: row.meetingTitle,
    meetingDescription: row.meetingDescription,
    calendarSync: row.calendarSync,
    autoCreateMeet: row.autoCreateMeet,
    blockHolidays: row.blockHolidays,
    openedHolidays: row.openedHolidays,
    minimumNoticeMinutes: row.minimumNoticeMinutes,
    maximumHorizonDays: row.maximumHorizonDays,
    areas: row.areas,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** One of the first `spread` free slugs for a name, at random (the first when spread is 1). */
async function freeBookingSlug(db: Db, name: string, spread: number): Promise<string> {
  const base = slugifyName(name);
  const rows = await db
    .select({ slug: users.bookingSlug })
    .from(users)
    .where(or(eq(users.bookingSlug, base), like(users.bookingSlug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  return freeSlugAt(base, taken, Math.floor(Math.random() * spread));
}

const SLUG_ATTEMPTS = 8;

/**
 * Inserts a user with a unique booking slug derived from the name. Two people with the same name
 * registering at the same moment (PostgreSQL) may pick the same free slug: the loser's insert runs
 * in a savepoint, so the caller's transaction stays usable, and tries again. The n-th try takes
 * one of the first n free slugs at random: several losers no longer all pick the same next slug
 * (six at once used to lose five times in a row, and the last one got a 500).
 */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  for (let attempt = 1; ; attempt++) {
    const bookingSlug = await freeBookingSlug(db, user.name, attempt);
    try {
      return await db.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(users)
          .values({ ...user, bookingSlug })
          .returning();
        return row!;
      });
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || !isUniqueViolation(error, 'users_booking_slug_unique')) {
        throw error;
      }
    }
  }
}

/** The users of an organization that were not removed, by name. */
export async function listOrganizationUsers(db: Db, organizationId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), isNull(users.deletedAt)))
    .orderBy(asc(users.name));
}

/**
 * The colours of the organization's users (removed ones free theirs), read while holding the
 * organization's row: two professionals added at once do not both take the same free colour.
 */
export async function lockOrganizationColors(db: Db, organizationId: string): Promise<string[]> {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    // Not 'update': the foreign keys of other work in the organization (appointments) go on.
    .for('no key update');
  const rows = await db
    .select({ color: users.color })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), isNull(users.deletedAt)));
  return rows.map((row) => row.color);
}

/** A user of the organization, or undefined for another organization's or a removed one. */
export async function findOrganizationUser(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.organizationId, organizationId), isNull(users.deletedAt)),
    )
    .limit(1);
  return row;
}

export async function updateUser(
  db: Db,
  userId: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function countFutureAppointments(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), gt(appointments.endTime, now)));
  return row?.n ?? 0;
}

export async function revokeUserSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Serializes writes that must see one professional's rows consistently (overlaps, capacity). */
export async function lockUserRow(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** A bookable user locked for a booking, with the calendar of their live calendar connection. */
export type LockedProfessional = UserRow & {
  /** The calendar of a live connection (no reconnection needed); else null. */
  liveCalendarId: string | null;
  /** Their public booking form (the defaults when never saved). */
  bookingForm: BookingFormSettingsDto;
};

// A public booking's first statement, built once (built-once.ts).
const lockBookableRow = builtOnce((db) =>
  db
    .select({
      user: users,
      calendarId: liveCalendarConnection.calendarId,
      live: liveCalendarConnection.live,
      form: bookingFormSettings,
    })
    .from(users)
    .leftJoin(liveCalendarConnection.table, eq(liveCalendarConnection.userId, users.id))
    .leftJoin(bookingFormSettings, eq(bookingFormSettings.userId, users.id))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .for('update', { of: users }),
);

/**
 * The bookable user's row, locked for the transaction, with their calendar connection and booking
 * form, in one statement; undefined when there is no such bookable user.
 */
export async function lockBookableUser(
  db: Db,
  userId: string,
): Promise<LockedProfessional | undefined> {
  const [row] = await lockBookableRow(db, { userId });
  if (!row) return undefined;
  return {
    ...row.user,
    liveCalendarId: row.live ? (row.calendarId ?? 'primary') : null,
    bookingForm: toSettingsDto(row.form),
  };
}

/** What a booking's reads need of a bookable professional before the row is locked. */
export type BookingTarget = ScheduleSnapshot['professional'];

// Read before a public booking's transaction, built once (built-once.ts).
const bookingTargetRow = builtOnce((db) =>
  db
    .select({
      id: users.id,
      organizationId: users.organizationId,
      timezone: users.timezone,
      bufferTime: users.bufferTime,
      calendarSync: users.calendarSync,
      blockHolidays: users.blockHolidays,
      openedHolidays: users.openedHolidays,
      minimumNoticeMinutes: users.minimumNoticeMinutes,
      maximumHorizonDays: users.maximumHorizonDays,
    })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    ),
);

/**
 * A bookable professional's zone, office and holiday settings, read without a lock: they tell a
 * booking which rows to read beside its lock (`sameReads` checks them against the locked row).
 */
export async function findBookingTarget(
  db: Db,
  userId: string,
): Promise<BookingTarget | undefined> {
  const [row] = await bookingTargetRow(db, { userId });
  return row;
}

/** Whether reads made for `target` are the ones `locked` needs (zone, office, holidays alike). */
export function sameReads(target: BookingTarget, locked: BookingTarget): boolean {
  return (
    target.organizationId === locked.organizationId &&
    target.timezone === locked.timezone &&
    target.blockHolidays === locked.blockHolidays &&
    target.openedHolidays.join() === locked.openedHolidays.join()
  );
}

/**
 * A staff booking's lock on the professional's row, with the row and whether it may be booked
 * (active, not removed), in one statement. The row is locked even when it may not be booked, as
 * an idempotent replay is answered before that is refused; undefined when there is no such user.
 */
export async function lockUserForBooking(db: Db, userId: string) {
  const [row] = await db
    .select({
      user: users,
      bookable: sql<boolean>`(${users.isActive} and ${users.deletedAt} is null)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** A user who can be booked publicly: active and not removed. */
export async function findBookableUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)))
    .limit(1);
  return row;
}
