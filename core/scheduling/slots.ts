import { SAME_DAY_LEAD_MINUTES } from '../constants.ts';
import { formatTimeOfDay } from '../time-of-day.ts';
import { lastBookableDate } from './booking-window.ts';
import { type BusyInterval, busyIndex } from './busy-intervals.ts';
import { type LocalDate, addDays, daysBetween, weekdayOf } from './local-date.ts';
import { windowStarts } from './window-grid.ts';

export type { BusyInterval } from './busy-intervals.ts';

const MINUTE_MS = 60_000;

export interface WeeklyWindow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  appointmentDuration: number;
  maxConcurrentAppointments: number;
  isActive: boolean;
}

export interface SlotQuery {
  windows: readonly WeeklyWindow[];
  /** Sorted by start. */
  busy: readonly BusyInterval[];
  /** Times that fill every slot they touch (external calendar busy times), sorted by start. */
  blocked?: readonly BusyInterval[];
  /** Dates without slots (holidays that close the public agenda). */
  closedDates?: { has(date: LocalDate): boolean };
  /** Dates whose weekly windows are replaced by these (different hours on a date, decision 069). */
  dateWindows?: { get(date: LocalDate): readonly WeeklyWindow[] | undefined };
  timeZone: string;
  from: LocalDate;
  to: LocalDate;
  now: number;
  bufferMinutes: number;
  /** The booked length (a product's duration); the window's duration when absent. */
  bookedMinutes?: number;
  leadMinutes?: number;
  /** The grid step of a service (its slot interval): bookings then need only their own length to fit. */
  stepMinutes?: number;
  /** The booking window's horizon: no free slot on a date more than this many days after today. */
  horizonDays?: number;
}

export interface Slot {
  start: number;
  end: number;
  date: LocalDate;
  time: string;
  capacity: number;
  taken: number;
}

/**
 * Every grid slot of the active windows between two dates (inclusive) in the professional's zone,
 * with how many clashing appointments it has. Slots that do not exist (DST gap) are left out. A
 * full slot moves the rest of its window's grid to when it frees up (see windowStarts).
 */
export function gridSlots(query: SlotQuery): Slot[] {
  const busy = busyIndex(query.busy, query.bufferMinutes);
  const blocked = busyIndex(query.blocked ?? [], query.bufferMinutes);
  const slots: Slot[] = [];
  const days = daysBetween(query.from, query.to);
  for (let offset = 0; offset <= days; offset++) {
    const date = addDays(query.from, offset);
    if (query.closedDates?.has(date)) continue;
    const weekday = weekdayOf(date);
    for (const window of query.dateWindows?.get(date) ?? query.windows) {
      if (!window.isActive || window.dayOfWeek !== weekday) continue;
      const booked = query.bookedMinutes ?? window.appointmentDuration;
      const length = booked * MINUTE_MS;
      const capacity = window.maxConcurrentAppointments;
      const starts = windowStarts({
        date,
        timeZone: query.timeZone,
        startTime: window.startTime,
        endTime: window.endTime,
        step: query.stepMinutes ?? window.appointmentDuration,
        span: query.stepMinutes ? booked : Math.max(booked, window.appointmentDuration),
        capacity,
        takenAt: (start) => {
          const taken = busy.count(start, start + length);
          return blocked.count(start, start + length) > 0 ? Math.max(taken, capacity) : taken;
        },
        releases: (start) => [
          ...busy.releases(start, start + length),
          ...blocked.releases(start, start + length),
        ],
      });
      for (const { minutes, start, taken } of starts) {
        slots.push({
          start,
          end: start + length,
          date,
          time: formatTimeOfDay(minutes),
          capacity,
          taken,
        });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/**
 * The slots a client may book: not full, starting more than the lead time from now, and not on a
 * date past the horizon.
 */
export function freeSlots(query: SlotQuery): Slot[] {
  const earliest = query.now + (query.leadMinutes ?? SAME_DAY_LEAD_MINUTES) * MINUTE_MS;
  const last = query.horizonDays
    ? lastBookableDate(query.now, query.timeZone, query.horizonDays)
    : undefined;
  return gridSlots(query).filter(
    (slot) => slot.taken < slot.capacity && slot.start > earliest && (!last || slot.date <= last),
  );
}

/** The n free slots nearest to an instant, in time order. */
export function nearestSlots(free: readonly Slot[], instant: number, n = 3): Slot[] {
  return [...free]
    .sort((a, b) => Math.abs(a.start - instant) - Math.abs(b.start - instant) || a.start - b.start)
    .slice(0, n)
    .sort((a, b) => a.start - b.start);
}
