import { AppError } from '@core/app-error.ts';
import { DEFAULT_TIMEZONE, runsOfficeAgenda } from '@core/constants.ts';
import { appointmentsMessages } from '@core/messages.ts';
import { apiMessages } from '@core/messages-api.ts';
import { periodBound } from '@core/scheduling/day-start.ts';
import type { LocalDate } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { resolveTargetUser } from '../users/resolve-target-user.ts';
import { findUserById } from '../users/users.repository.ts';
import { listAppointmentsInRange } from './appointments-in-range.repository.ts';

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;
/** The longest period a list may ask for: the default's 31 days back and 366 ahead. */
const MAX_PERIOD_DAYS = MAX_RANGE_DAYS + 31;

type Bound = Date | LocalDate;

export interface ListAppointmentsOptions {
  actor: Actor;
  /** An instant, or a date: that whole day ('to' counts until the day's end). */
  from?: Bound;
  to?: Bound;
  userId?: string;
  /** Where a date is read: by default the listed professional's zone, else America/Sao_Paulo. */
  timeZone?: string;
  now?: number;
}

/**
 * Whose appointments are listed (undefined: the admin's whole organization) and the zone a date
 * bound is read in: the listed user's row is read for it only when a bound is a date and it was
 * not read already to check them.
 */
async function scopeAndZone(db: Db, options: ListAppointmentsOptions) {
  const { actor, userId, from, to, timeZone } = options;
  const target =
    runsOfficeAgenda(actor.role) && !userId
      ? undefined
      : await resolveTargetUser(db, actor, userId);
  const hasDate = [from, to].some((bound) => bound !== undefined && !(bound instanceof Date));
  if (timeZone || !hasDate || !target)
    return { scope: target?.id, zone: timeZone ?? DEFAULT_TIMEZONE };
  const zone = target.timezone ?? (await findUserById(db, target.id))?.timezone;
  return { scope: target.id, zone: zone ?? DEFAULT_TIMEZONE };
}

/**
 * Appointments overlapping a period, with the period read: an admin's organization (optionally
 * one professional), a professional's own. Without a period: the last 31 days and the next 366.
 */
export async function listAppointmentsInPeriod(db: Db, options: ListAppointmentsOptions) {
  const { actor, now = Date.now() } = options;
  const { scope, zone } = await scopeAndZone(db, options);
  const from = options.from ? periodBound(options.from, 'from', zone) : new Date(now - 31 * DAY_MS);
  const to = options.to
    ? periodBound(options.to, 'to', zone)
    : new Date(from.getTime() + MAX_RANGE_DAYS * DAY_MS);
  if (to <= from) throw new AppError('VALIDATION', apiMessages.invalidPeriod);
  if (to.getTime() - from.getTime() > MAX_PERIOD_DAYS * DAY_MS) {
    throw new AppError('VALIDATION', appointmentsMessages.rangeTooLong(MAX_PERIOD_DAYS));
  }
  const appointments = await listAppointmentsInRange(db, {
    organizationId: actor.organizationId,
    userId: scope,
    from,
    to,
  });
  return { from, to, appointments };
}

/** The appointments of a period (see listAppointmentsInPeriod). */
export async function listAppointments(db: Db, options: ListAppointmentsOptions) {
  return (await listAppointmentsInPeriod(db, options)).appointments;
}
