import { MINUTES_PER_DAY } from '../time-of-day.ts';
import { type LocalDate, addDays, zonedInstant } from './local-date.ts';

/** The first instant of a date in a zone: its midnight, or the first minute after a DST gap. */
export function startOfDayIn(date: LocalDate, timeZone: string): number {
  for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += 15) {
    const instant = zonedInstant(date, minutes, timeZone);
    if (instant !== undefined) return instant;
  }
  return Date.parse(`${date}T00:00:00Z`);
}

/**
 * One end of a period as an instant: an instant as given, a date as a whole day in the zone
 * (its start for `from`, the next day's start for `to`).
 */
export function periodBound(bound: Date | LocalDate, side: 'from' | 'to', timeZone: string): Date {
  if (bound instanceof Date) return bound;
  return new Date(startOfDayIn(side === 'from' ? bound : addDays(bound, 1), timeZone));
}
