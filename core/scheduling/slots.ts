import { SAME_DAY_LEAD_MINUTES } from '../constants.ts';
import { formatTimeOfDay, minutesOfDay } from '../time-of-day.ts';
import { type LocalDate, addDays, daysBetween, weekdayOf, zonedInstant } from './local-date.ts';

const MINUTE_MS = 60_000;

export interface WeeklyWindow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  appointmentDuration: number;
  maxConcurrentAppointments: number;
  isActive: boolean;
}

/** A busy interval in epoch milliseconds, half-open [start, end). */
export interface BusyInterval {
  start: number;
  end: number;
}

export interface SlotQuery {
  windows: readonly WeeklyWindow[];
  /** Sorted by start. */
  busy: readonly BusyInterval[];
  /** Times that fill every slot they touch (external calendar busy times), sorted by start. */
  blocked?: readonly BusyInterval[];
  /** Dates without slots (holidays that close the public agenda). */
  closedDates?: { has(date: LocalDate): boolean };
  timeZone: string;
  from: LocalDate;
  to: LocalDate;
  now: number;
  bufferMinutes: number;
  /** The booked length (a product's duration); the window's duration when absent. */
  bookedMinutes?: number;
  leadMinutes?: number;
}

export interface Slot {
  start: number;
  end: number;
  date: LocalDate;
  time: string;
  capacity: number;
  taken: number;
}

/** Index of the first busy interval whose start is >= value (busy sorted by start). */
function lowerBound(busy: readonly BusyInterval[], value: number): number {
  let lo = 0;
  let hi = busy.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (busy[mid]!.start < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A counter of busy intervals that clash with a candidate, buffer included on both sides. */
export function busyCounter(busy: readonly BusyInterval[], bufferMinutes: number) {
  const buffer = bufferMinutes * MINUTE_MS;
  const longest = busy.reduce((max, b) => Math.max(max, b.end - b.start), 0);
  return (start: number, end: number): number => {
    let count = 0;
    for (let i = lowerBound(busy, start - buffer - longest); i < busy.length; i++) {
      const b = busy[i]!;
      if (b.start >= end + buffer) break;
      if (b.end + buffer > start) count++;
    }
    return count;
  };
}

/** Local start minutes of the grid of one window: start, start + duration, ... while the booking fits. */
function gridMinutes(window: WeeklyWindow, bookedMinutes: number): number[] {
  const start = minutesOfDay(window.startTime);
  const end = minutesOfDay(window.endTime);
  const times: number[] = [];
  for (
    let t = start;
    t + Math.max(bookedMinutes, window.appointmentDuration) <= end;
    t += window.appointmentDuration
  ) {
    times.push(t);
  }
  return times;
}

/**
 * The instants of a window's local start minutes on a date. One zone lookup per window when no DST
 * change falls inside it (the usual case); a lookup per slot otherwise.
 */
function windowInstants(date: LocalDate, minutes: number[], timeZone: string, endMinutes: number) {
  const first = minutes[0];
  if (first === undefined) return [];
  const start = zonedInstant(date, first, timeZone);
  const end = zonedInstant(date, endMinutes, timeZone);
  if (
    start !== undefined &&
    end !== undefined &&
    end - start === (endMinutes - first) * MINUTE_MS
  ) {
    return minutes.map((m) => start + (m - first) * MINUTE_MS);
  }
  return minutes.map((m) => zonedInstant(date, m, timeZone));
}

/**
 * Every grid slot of the active windows between two dates (inclusive) in the professional's zone,
 * with how many clashing appointments it has. Slots that do not exist (DST gap) are left out.
 */
export function gridSlots(query: SlotQuery): Slot[] {
  const count = busyCounter(query.busy, query.bufferMinutes);
  const blocked = busyCounter(query.blocked ?? [], query.bufferMinutes);
  const slots: Slot[] = [];
  const days = daysBetween(query.from, query.to);
  for (let offset = 0; offset <= days; offset++) {
    const date = addDays(query.from, offset);
    if (query.closedDates?.has(date)) continue;
    const weekday = weekdayOf(date);
    for (const window of query.windows) {
      if (!window.isActive || window.dayOfWeek !== weekday) continue;
      const booked = query.bookedMinutes ?? window.appointmentDuration;
      const grid = gridMinutes(window, booked);
      const instants = windowInstants(date, grid, query.timeZone, minutesOfDay(window.endTime));
      grid.forEach((minutes, index) => {
        const start = instants[index];
        if (start === undefined) return;
        const end = start + booked * MINUTE_MS;
        const taken = count(start, end);
        const capacity = window.maxConcurrentAppointments;
        slots.push({
          start,
          end,
          date,
          time: formatTimeOfDay(minutes),
          capacity,
          taken: blocked(start, end) > 0 ? Math.max(taken, capacity) : taken,
        });
      });
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** The slots a client may book: not full, and starting more than the lead time from now. */
export function freeSlots(query: SlotQuery): Slot[] {
  const earliest = query.now + (query.leadMinutes ?? SAME_DAY_LEAD_MINUTES) * MINUTE_MS;
  return gridSlots(query).filter((slot) => slot.taken < slot.capacity && slot.start > earliest);
}

/** The n free slots nearest to an instant, in time order. */
export function nearestSlots(free: readonly Slot[], instant: number, n = 3): Slot[] {
  return [...free]
    .sort((a, b) => Math.abs(a.start - instant) - Math.abs(b.start - instant) || a.start - b.start)
    .slice(0, n)
    .sort((a, b) => a.start - b.start);
}
