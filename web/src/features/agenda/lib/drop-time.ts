import type { TZDate } from '@date-fns/tz';
import { atTime } from './calendar-dates';

/**
 * The half hour under the pointer in an hour's row, as minutes since midnight: the upper half is
 * the full hour, the lower half its ':30'.
 */
export function halfHourAt(hour: number, offset: number, height: number): number {
  return hour * 60 + (offset >= height / 2 ? 30 : 0);
}

/** Dropped on the time grid: that day at the half hour the pointer was on. */
export const gridDropStart = (day: TZDate, minutes: number): TZDate =>
  atTime(day, Math.floor(minutes / 60), minutes % 60);

/** Dropped on a month day: that day at the appointment's own time of day, minutes kept. */
export const monthDropStart = (day: TZDate, from: TZDate): TZDate =>
  atTime(day, from.getHours(), from.getMinutes());
