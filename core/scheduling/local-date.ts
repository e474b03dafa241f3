import { TZDate } from '@date-fns/tz';

/** A calendar date 'yyyy-MM-dd' (no time, no zone). */
export type LocalDate = string;

export const LOCAL_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAY_MS = 86_400_000;

function parts(date: LocalDate): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** Midnight UTC of a date; unlike Date.UTC, years 0–99 stay themselves (not 1900–1999). */
function utcMidnight(y: number, m: number, d: number): number {
  const day = new Date(0);
  day.setUTCFullYear(y, m - 1, d);
  return day.getTime();
}

/** Whether the text is a real calendar date (2026-02-30 is not). */
export function isLocalDate(text: string): boolean {
  if (!LOCAL_DATE_PATTERN.test(text)) return false;
  const [y, m, d] = parts(text);
  const probe = new Date(utcMidnight(y, m, d));
  return probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** 0 (Sunday) to 6 (Saturday) for a calendar date, whatever the zone. */
export function weekdayOf(date: LocalDate): number {
  const [y, m, d] = parts(date);
  return new Date(utcMidnight(y, m, d)).getUTCDay();
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const [y, m, d] = parts(date);
  return new Date(utcMidnight(y, m, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  const [ay, am, ad] = parts(a);
  const [by, bm, bd] = parts(b);
  return Math.round((utcMidnight(by, bm, bd) - utcMidnight(ay, am, ad)) / DAY_MS);
}

/**
 * The instant of a wall-clock time on a date in a zone, or undefined when that time does not
 * exist there (the hour skipped by a DST change). A repeated hour resolves to its first instant.
 */
export function zonedInstant(
  date: LocalDate,
  minutes: number,
  timeZone: string,
): number | undefined {
  const key = `${timeZone}|${date}|${minutes}`;
  if (instants.has(key)) return instants.get(key);
  const instant = computeZonedInstant(date, minutes, timeZone);
  if (instants.size >= MAX_REMEMBERED_INSTANTS) instants.clear();
  instants.set(key, instant);
  return instant;
}

/**
 * Zone lookups (Intl under TZDate) are the slot grid's main cost, and their answers never change
 * while the process runs: the last few thousand are remembered.
 */
const instants = new Map<string, number | undefined>();
const MAX_REMEMBERED_INSTANTS = 20_000;

function computeZonedInstant(date: LocalDate, minutes: number, timeZone: string) {
  const [y, m, d] = parts(date);
  const hours = Math.floor(minutes / 60);
  const mins = minutes % 60;
  // TZDate reads years 0–99 as 1900–1999. The Gregorian calendar repeats every 400 years
  // (146,097 days) and zones keep their local mean time that far back: build it 400 years later.
  const cycles = y < 100 ? 1 : 0;
  const zoned = new TZDate(y + cycles * 400, m - 1, d, hours, mins, 0, timeZone);
  if (zoned.getHours() !== hours || zoned.getMinutes() !== mins || zoned.getDate() !== d)
    return undefined;
  return zoned.getTime() - cycles * 146_097 * DAY_MS;
}

/** The calendar date and 'HH:MM' of an instant in a zone. */
export function zonedDateTime(
  instant: number,
  timeZone: string,
): { date: LocalDate; time: string } {
  const zoned = new TZDate(instant, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return {
    date: `${pad(zoned.getFullYear(), 4)}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    time: `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`,
  };
}

/** The instant a date's day starts in a zone (midnight; UTC midnight if midnight was skipped). */
export const zonedDayStart = (date: LocalDate, timeZone: string): Date =>
  new Date(zonedInstant(date, 0, timeZone) ?? Date.parse(`${date}T00:00:00Z`));
