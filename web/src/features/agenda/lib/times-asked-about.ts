import {
  addDays,
  daysBetween,
  type LocalDate,
  zonedDateTime,
} from '@core/scheduling/local-date.ts';
import { scheduleWarnings, type WorkingWindow } from '@core/scheduling/schedule-warnings.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import type { TimeWarnings } from './schedule-warnings';

/** A time asked about, with what needs a second look at it. */
export type TimeAskedAbout = { start: Date; found: TimeWarnings };

type Span = { start: Date; end: Date };
type NamedDate = { date: string; name: string };

/**
 * What is known of a professional's time; unknown hours, holidays or days off are not asked
 * about (the server still decides).
 */
export type KnownSchedule = {
  windows?: readonly WorkingWindow[];
  holidays?: readonly NamedDate[];
  daysOff?: readonly NamedDate[];
  /** The professional's clock: a time's date and hours are read there, never on the machine's. */
  timeZone: string;
  now: number;
};

/** Each time's date on the professional's clock (yyyy-MM-dd). */
export const datesOf = (times: readonly Span[], timeZone: string): LocalDate[] =>
  times.map(({ start }) => zonedDateTime(start.getTime(), timeZone).date);

/**
 * The warnings of times for one professional: already past, outside their weekly windows (a
 * lunch break included), or on one of the office's holidays or a day off.
 */
export function timesAskedAbout(times: readonly Span[], known: KnownSchedule): TimeAskedAbout[] {
  const { windows, holidays, daysOff, timeZone, now } = known;
  const dates = datesOf(times, timeZone);
  return times.map(({ start, end }, index) => ({
    start,
    found: {
      warnings: scheduleWarnings({ start, end, now, windows, timeZone }),
      holiday: holidays?.find((holiday) => holiday.date === dates[index])?.name,
      // A day off (the professional's or the office's) is asked about like a holiday.
      dayOff: daysOff?.find((dayOff) => dayOff.date === dates[index])?.name,
    },
  }));
}

type Occurrence = Pick<AppointmentDto, 'seriesId' | 'startTime' | 'endTime'>;

/**
 * 'Este e os seguintes' moving `occurrence` to `start`: the new times of it and of each later
 * occurrence of its series, moved by as much (as the server moves them), in order. Earlier
 * occurrences and other appointments stay where they are.
 */
export function followingMoved(
  occurrence: Occurrence,
  series: readonly Occurrence[],
  start: Date,
): Span[] {
  const from = Date.parse(occurrence.startTime);
  const delta = start.getTime() - from;
  return series
    .filter((one) => one.seriesId === occurrence.seriesId && Date.parse(one.startTime) >= from)
    .map((one) => ({
      start: new Date(Date.parse(one.startTime) + delta),
      end: new Date(Date.parse(one.endTime) + delta),
    }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The server lists holidays and days off for at most 366 days a request. */
const MAX_READ_DAYS = 366;

/**
 * The dates from `from` to `to` (inclusive) as reads the server answers: a series may span
 * years (52 occurrences every 4 weeks), a read of holidays or days off at most 366 days.
 */
export function dateReads(from: LocalDate, to: LocalDate): [LocalDate, LocalDate][] {
  const reads: [LocalDate, LocalDate][] = [];
  for (let first = from; daysBetween(first, to) >= 0; first = addDays(first, MAX_READ_DAYS)) {
    const last = addDays(first, MAX_READ_DAYS - 1);
    reads.push([first, daysBetween(last, to) < 0 ? to : last]);
  }
  return reads;
}
