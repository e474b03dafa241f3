import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { HolidayDto, HolidaysQuery } from '@core/schemas/holidays.ts';
import { daysBetween } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { findOrganizationLocation } from '../organization/organization.repository.ts';
import { closingHolidays } from './holiday-calendar.ts';

const MAX_RANGE_DAYS = 366;

/** The holidays of the actor's office (national, its UF's and its city's) between two dates. */
export async function listOfficeHolidays(
  db: Db,
  { actor, from, to }: HolidaysQuery & { actor: Actor },
): Promise<HolidayDto[]> {
  const days = daysBetween(from, to);
  if (days < 0) throw new AppError('VALIDATION', appointmentsMessages.invalidRange);
  if (days > MAX_RANGE_DAYS) {
    throw new AppError('VALIDATION', appointmentsMessages.rangeTooLong(MAX_RANGE_DAYS));
  }
  return closingHolidays(await findOrganizationLocation(db, actor.organizationId), from, to);
}
