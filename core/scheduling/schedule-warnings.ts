import { minutesOfDay } from '../time-of-day.ts';
import { weekdayOf, zonedDateTime } from './local-date.ts';
import type { WeeklyWindow } from './slots.ts';

/**
 * Why a chosen time needs a second thought: the agenda asks before saving it (decision 025), the
 * REST API and MCP refuse it unless told to allow it (decision 031).
 */
export type ScheduleWarning = 'past' | 'outside-hours';

export type WorkingWindow = Pick<WeeklyWindow, 'dayOfWeek' | 'startTime' | 'endTime' | 'isActive'>;

/**
 * Whether [start, end) leaves the professional's active weekly windows, read on their own clock.
 * Back-to-back windows count as one; a time past midnight is outside (windows end by 23:59).
 */
export function outsideWorkingHours(
  windows: readonly WorkingWindow[],
  timeZone: string,
  start: Date,
  end: Date,
): boolean {
  const local = zonedDateTime(start.getTime(), timeZone);
  const from = minutesOfDay(local.time);
  const to = from + (end.getTime() - start.getTime()) / 60_000;
  const open = windows
    .filter((window) => window.isActive && window.dayOfWeek === weekdayOf(local.date))
    .map((window) => [minutesOfDay(window.startTime), minutesOfDay(window.endTime)] as const)
    .sort(([a], [b]) => a - b);
  let reached = from;
  for (const [windowStart, windowEnd] of open) {
    if (windowStart > reached) break;
    reached = Math.max(reached, windowEnd);
    if (reached >= to) return false;
  }
  return true;
}

type WarningQuery = {
  start: Date;
  end: Date;
  now: number;
  /** The professional's weekly windows; without them only the past is checked. */
  windows?: readonly WorkingWindow[];
  timeZone?: string;
  /** The professional's days off and different hours (decision 069): a day off is outside. */
  overrides?: {
    closed: { has(date: string): boolean };
    windows: { get(date: string): readonly WorkingWindow[] | undefined };
  };
};

/** What is unusual about an appointment at this time: already past, outside working hours. */
export function scheduleWarnings({ start, end, now, windows, timeZone, overrides }: WarningQuery) {
  const warnings: ScheduleWarning[] = [];
  if (start.getTime() < now) warnings.push('past');
  const date = timeZone && overrides ? zonedDateTime(start.getTime(), timeZone).date : '';
  const dayWindows = overrides?.windows.get(date) ?? windows;
  const closed = overrides?.closed.has(date) ?? false;
  if (dayWindows && timeZone && (closed || outsideWorkingHours(dayWindows, timeZone, start, end))) {
    warnings.push('outside-hours');
  }
  return warnings;
}
