/** A local time of day written 'HH:MM' on a 24-hour clock, 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const MINUTES_PER_DAY = 24 * 60;

/** Minutes since midnight of a valid 'HH:MM' time, or NaN when the text is not one. */
export function minutesOfDay(time: string): number {
  if (!TIME_OF_DAY_PATTERN.test(time)) return Number.NaN;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The 'HH:MM' text of a number of minutes since midnight (0 to 1439). */
export function formatTimeOfDay(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export interface TimeWindow {
  startTime: string;
  endTime: string;
}

/** Whether two half-open windows [start, end) share a minute; touching windows do not. */
export function windowsOverlap(a: TimeWindow, b: TimeWindow): boolean {
  return (
    minutesOfDay(a.startTime) < minutesOfDay(b.endTime) &&
    minutesOfDay(b.startTime) < minutesOfDay(a.endTime)
  );
}
