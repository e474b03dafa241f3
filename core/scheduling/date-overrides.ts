import { AVAILABILITY_CONCURRENCY, AVAILABILITY_DURATION } from '../constants.ts';
import { type LocalDate, addDays, daysBetween, weekdayOf } from './local-date.ts';
import type { WeeklyWindow } from './slots.ts';

/** A day off or different hours over a range of dates, of one professional or (userId null) the office. */
export interface DateOverride {
  userId: string | null;
  startDate: LocalDate;
  endDate: LocalDate;
  name: string;
  startTime: string | null;
  endTime: string | null;
}

export interface OverrideDays {
  /** Dates without any slot, with the override's name. */
  closed: Map<LocalDate, string>;
  /** Dates whose weekly windows are replaced by these. */
  windows: Map<LocalDate, WeeklyWindow[]>;
}

/**
 * What a professional's overrides (their own and the office's) do to each date of a range
 * (decision 069): a day off of either wins over different hours; between two of a kind, the
 * professional's own wins over the office's. Different hours keep the length and concurrency of
 * the weekday's first window (of any day when that weekday has none).
 */
export function overrideDays(
  overrides: readonly DateOverride[],
  weekly: readonly WeeklyWindow[],
  from: LocalDate,
  to: LocalDate,
): OverrideDays {
  const closed = new Map<LocalDate, string>();
  const windows = new Map<LocalDate, WeeklyWindow[]>();
  // The office's first, so that the professional's own replace them date by date.
  const ordered = [...overrides].sort(
    (a, b) => Number(a.userId !== null) - Number(b.userId !== null),
  );
  for (const override of ordered) {
    const first = override.startDate > from ? override.startDate : from;
    const last = override.endDate < to ? override.endDate : to;
    for (let offset = 0; offset <= daysBetween(first, last); offset++) {
      const date = addDays(first, offset);
      if (override.startTime === null || override.endTime === null) {
        closed.set(date, override.name);
        continue;
      }
      const like = weeklyLike(weekly, weekdayOf(date));
      windows.set(date, [
        {
          ...like,
          dayOfWeek: weekdayOf(date),
          startTime: override.startTime,
          endTime: override.endTime,
          isActive: true,
        },
      ]);
    }
  }
  for (const date of closed.keys()) windows.delete(date);
  return { closed, windows };
}

function weeklyLike(weekly: readonly WeeklyWindow[], weekday: number) {
  const active = weekly.filter((window) => window.isActive);
  const like = active.find((window) => window.dayOfWeek === weekday) ?? active[0];
  return {
    appointmentDuration: like?.appointmentDuration ?? AVAILABILITY_DURATION.default,
    maxConcurrentAppointments: like?.maxConcurrentAppointments ?? AVAILABILITY_CONCURRENCY.default,
  };
}
