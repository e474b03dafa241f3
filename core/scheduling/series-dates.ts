import { minutesOfDay } from '../time-of-day.ts';
import { type LocalDate, addDays, zonedDateTime, zonedInstant } from './local-date.ts';

export const MAX_SERIES_OCCURRENCES = 52;

export interface SeriesRule {
  intervalWeeks: number;
  count?: number | undefined;
  /** The last day (yyyy-MM-dd, on the professional's clock) an occurrence may fall on. */
  until?: LocalDate | undefined;
}

/**
 * The starts of a weekly series, the first one included: the same wall-clock time every
 * `intervalWeeks` weeks on the professional's clock, `count` times or up to `until`. Stops one
 * past MAX_SERIES_OCCURRENCES, so that the caller can refuse a series too long.
 */
export function seriesStarts(first: Date, timeZone: string, rule: SeriesRule): Date[] {
  const local = zonedDateTime(first.getTime(), timeZone);
  const minutes = minutesOfDay(local.time);
  const limit = Math.min(rule.count ?? Infinity, MAX_SERIES_OCCURRENCES + 1);
  const starts: Date[] = [];
  for (let index = 0; starts.length < limit; index += 1) {
    const date = addDays(local.date, index * 7 * rule.intervalWeeks);
    if (rule.until !== undefined && date > rule.until) break;
    const instant =
      zonedInstant(date, minutes, timeZone) ??
      first.getTime() + index * 7 * 86_400_000 * rule.intervalWeeks;
    starts.push(new Date(instant));
  }
  return starts;
}
