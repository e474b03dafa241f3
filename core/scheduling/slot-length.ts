import { minutesOfDay } from '../time-of-day.ts';
import { weekdayOf, zonedDateTime } from './local-date.ts';
import type { WeeklyWindow } from './slots.ts';

/**
 * The length of the slot a start falls in: the appointment duration of the active weekly window
 * that holds it, on the professional's clock; undefined outside every window. A booking that
 * names only its start takes this length, as the slot it was listed as.
 */
export function slotLengthAt(
  windows: readonly WeeklyWindow[],
  timeZone: string,
  start: Date,
): number | undefined {
  const local = zonedDateTime(start.getTime(), timeZone);
  const minutes = minutesOfDay(local.time);
  const holding = windows.find(
    (window) =>
      window.isActive &&
      window.dayOfWeek === weekdayOf(local.date) &&
      minutesOfDay(window.startTime) <= minutes &&
      minutes < minutesOfDay(window.endTime),
  );
  return holding?.appointmentDuration;
}
