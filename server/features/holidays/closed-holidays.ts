import type { HolidayDto } from '@core/schemas/holidays.ts';
import type { LocalDate } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import { findOrganizationLocation } from '../organization/organization.repository.ts';
import { closingHolidays } from './holiday-calendar.ts';

/** What decides whether a holiday closes one professional's public agenda. */
export interface HolidaySettings {
  organizationId: string;
  blockHolidays: boolean;
  openedHolidays: readonly string[];
}

/**
 * The holidays of the office's location that close a professional's public agenda: none when
 * they turned blocking off, and never a date they opened.
 */
export async function closedHolidays(
  db: Db,
  professional: HolidaySettings,
  from: LocalDate,
  to: LocalDate,
): Promise<HolidayDto[]> {
  if (!professional.blockHolidays || to < from) return [];
  const location = await findOrganizationLocation(db, professional.organizationId);
  const opened = new Set(professional.openedHolidays);
  return closingHolidays(location, from, to).filter((holiday) => !opened.has(holiday.date));
}
