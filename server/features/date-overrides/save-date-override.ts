import { asc, eq, inArray } from 'drizzle-orm';
import { AppError } from '@core/app-error.ts';
import { hasOwnCalendar } from '@core/constants.ts';
import { dateOverridesMessages, usersMessages } from '@core/messages.ts';
import type { DateOverrideInput, SavedDateOverrideDto } from '@core/schemas/date-overrides.ts';
import { zonedDateTime } from '@core/scheduling/local-date.ts';
import { minutesOfDay } from '@core/time-of-day.ts';
import type { Db } from '../../db/client.ts';
import { organizations, users } from '../../db/schema.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import { auditChange } from '../audit/audit-change.ts';
import { listBookableUsers } from '../booking/booking.repository.ts';
import { findOrganizationUser } from '../users/users.repository.ts';
import {
  type DateOverrideRow,
  findOverlappingOverride,
  insertOverride,
  listAppointmentsOnDates,
  updateOverride,
} from './date-overrides.repository.ts';

/** Whose schedule an override changes: one professional, or (null) everyone of the office. */
export type OverrideScope = { organizationId: string; userId: string | null };

const brDate = (date: string) => date.split('-').reverse().join('/');

/** An admin may name a professional of their office; any other id is 404. */
export async function assertOfficeMember(db: Db, actor: Actor, userId: string | null) {
  const user = userId ? await findOrganizationUser(db, actor.organizationId, userId) : null;
  if (userId && (!user || !hasOwnCalendar(user.role))) {
    throw new AppError('NOT_FOUND', usersMessages.notFound);
  }
}

/**
 * Holds the rows a booking of the scope locks (decision 069): a booking made before the save is
 * then among the bookings inside, and one made after reads the override. The office's row too,
 * so that two saves of the office's overrides cannot both miss each other's dates.
 */
async function lockScope(tx: Db, scope: OverrideScope) {
  if (scope.userId) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, scope.userId)).for('update');
    return;
  }
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, scope.organizationId))
    .for('update');
  await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.organizationId, scope.organizationId))
    .orderBy(asc(users.id))
    .for('update');
}

/**
 * Creates an override (or, with `id`, replaces one the caller found) for a scope, refusing one
 * that shares a date with another of the same scope. Answers it with the bookings already on its
 * dates (outside the different hours, when it has them), so that the office can move them.
 */
export async function saveDateOverride(
  db: Db,
  {
    actor,
    events,
    scope,
    input,
    before,
  }: {
    actor: Actor;
    events: EventBus;
    scope: OverrideScope;
    input: DateOverrideInput;
    before?: DateOverrideRow;
  },
): Promise<SavedDateOverrideDto> {
  const row = { ...input, ...scope };
  const saved = await db.transaction(async (tx) => {
    await lockScope(tx, scope);
    const clash = await findOverlappingOverride(tx, row, before?.id);
    if (clash) {
      const message = dateOverridesMessages.overlap(
        clash.name,
        brDate(clash.startDate),
        brDate(clash.endDate),
      );
      throw new AppError('VALIDATION', message, { startDate: message });
    }
    const override = before
      ? await updateOverride(tx, before.id, row)
      : await insertOverride(tx, row);
    await auditChange(tx, actor, {
      entity: 'date_override',
      entityId: override.id,
      ...(before ? { before } : {}),
      after: override,
    });
    const onDates = await listAppointmentsOnDates(tx, scope, row.startDate, row.endDate);
    const zones = await zonesOf(tx, [...new Set(onDates.map((booking) => booking.userId))]);
    const inside = onDates.filter((booking) =>
      outsideHours(booking.startTime, zones.get(booking.userId) ?? 'UTC', row),
    );
    return { override, inside };
  });
  await announce(db, events, scope, before?.userId);
  return {
    override: saved.override,
    bookingsInside: saved.inside.map((booking) => ({
      id: booking.id,
      userId: booking.userId,
      clientName: booking.clientName,
      startTime: booking.startTime.toISOString(),
    })),
  };
}

async function zonesOf(tx: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: users.id, timezone: users.timezone })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.timezone]));
}

/** A booking a closed day holds, or one that starts outside the different hours. */
function outsideHours(
  start: Date,
  timeZone: string,
  hours: { startTime: string | null; endTime: string | null },
) {
  if (!hours.startTime || !hours.endTime) return true;
  const minutes = minutesOfDay(zonedDateTime(start.getTime(), timeZone).time);
  return minutes < minutesOfDay(hours.startTime) || minutes >= minutesOfDay(hours.endTime);
}

/** Every cached schedule the override touches is stale (an office's: everyone's). */
export async function announce(
  db: Db,
  events: EventBus,
  scope: OverrideScope,
  previousUserId?: string | null,
) {
  const everyone = scope.userId === null || previousUserId === null;
  const ids = everyone
    ? (await listBookableUsers(db, scope.organizationId)).map((user) => user.id)
    : [...new Set([scope.userId, previousUserId].filter((id) => typeof id === 'string'))];
  for (const id of ids) await scheduleChanged(events, scope.organizationId, id);
}
