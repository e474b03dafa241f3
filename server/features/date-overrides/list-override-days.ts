import { runsOfficeAgenda } from '@core/constants.ts';
import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { HolidayDto } from '@core/schemas/holidays.ts';
import { overrideDays } from '@core/scheduling/date-overrides.ts';
import { type LocalDate, daysBetween } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { resolveTargetUserId } from '../users/resolve-target-user.ts';
import { listOverridesOf } from './date-overrides.repository.ts';

const MAX_RANGE_DAYS = 366;

/**
 * The days overrides close in a range, named, for the agendas and their warnings: a
 * professional's (their own and the office's; an admin may name one of the office), or, for an
 * admin naming nobody, the office's alone.
 */
export async function listOverrideDays(
  db: Db,
  { actor, from, to, userId }: { actor: Actor; from: LocalDate; to: LocalDate; userId?: string },
): Promise<HolidayDto[]> {
  const days = daysBetween(from, to);
  if (days < 0) throw new AppError('VALIDATION', appointmentsMessages.invalidRange);
  if (days > MAX_RANGE_DAYS) {
    throw new AppError('VALIDATION', appointmentsMessages.rangeTooLong(MAX_RANGE_DAYS));
  }
  const officeOnly = runsOfficeAgenda(actor.role) && !userId;
  const id = officeOnly ? actor.userId : await resolveTargetUserId(db, actor, userId);
  const overrides = await listOverridesOf(
    db,
    { id, organizationId: actor.organizationId },
    from,
    to,
  );
  const applying = officeOnly ? overrides.filter((o) => o.userId === null) : overrides;
  const { closed } = overrideDays(applying, [], from, to);
  return [...closed].sort(([a], [b]) => a.localeCompare(b)).map(([date, name]) => ({ date, name }));
}
