import { minutesOfDay } from '../time-of-day.ts';
import { type LocalDate, zonedDateTime, zonedInstant } from './local-date.ts';

const MINUTE_MS = 60_000;

/** One start of a window's day, with how many appointments (or more) it clashes with. */
export interface WindowStart {
  minutes: number;
  start: number;
  taken: number;
}

export interface WindowDay {
  date: LocalDate;
  timeZone: string;
  startTime: string;
  endTime: string;
  /** The grid step: the window's appointment duration. */
  step: number;
  /** Minutes that must fit before the window's end from each start. */
  span: number;
  capacity: number;
  /** How many busy intervals clash with a booking starting at an instant (buffer included). */
  takenAt: (start: number) => number;
  /** The instants at which each interval clashing with a booking starting there stops clashing. */
  releases: (start: number) => number[];
}

/**
 * Local minutes and instants of one window's date: one zone lookup when no DST change falls inside
 * the window (the usual case), a lookup per time otherwise.
 */
function windowClock(day: WindowDay) {
  const first = minutesOfDay(day.startTime);
  const last = minutesOfDay(day.endTime);
  const start = zonedInstant(day.date, first, day.timeZone);
  const end = zonedInstant(day.date, last, day.timeZone);
  if (start !== undefined && end !== undefined && end - start === (last - first) * MINUTE_MS) {
    return {
      instantOf: (minutes: number) => start + (minutes - first) * MINUTE_MS,
      minutesOf: (instant: number) => first + (instant - start) / MINUTE_MS,
    };
  }
  return {
    instantOf: (minutes: number) => zonedInstant(day.date, minutes, day.timeZone),
    minutesOf: (instant: number) => {
      const local = zonedDateTime(instant, day.timeZone);
      return local.date === day.date ? minutesOfDay(local.time) : undefined;
    },
  };
}

const toNextMinute = (instant: number) => Math.ceil(instant / MINUTE_MS) * MINUTE_MS;

/**
 * The starts of one window on one date. The grid steps by the window's duration from its start
 * while a booking fits; when a start is full, the next start is the first moment a booking there
 * would not be (an appointment's end plus the buffer) if that comes before the next step, and the
 * grid continues from it. Grid times passed over by such a move stay in the list as full, so a
 * client holding an old page is told the time is taken, not that it never existed.
 */
export function windowStarts(day: WindowDay): WindowStart[] {
  const clock = windowClock(day);
  const fits = (minutes: number) => minutes + day.span <= minutesOfDay(day.endTime);
  const starts: WindowStart[] = [];
  const visited = new Set<number>();
  for (let minutes = minutesOfDay(day.startTime); fits(minutes);) {
    const next = minutes + day.step;
    const start = clock.instantOf(minutes);
    if (start === undefined) {
      minutes = next;
      continue;
    }
    const taken = day.takenAt(start);
    starts.push({ minutes, start, taken });
    visited.add(minutes);
    minutes = taken < day.capacity ? next : (movedStart(day, clock, start, minutes, next) ?? next);
  }
  for (let minutes = minutesOfDay(day.startTime); fits(minutes); minutes += day.step) {
    const start = visited.has(minutes) ? undefined : clock.instantOf(minutes);
    if (start !== undefined) starts.push({ minutes, start, taken: day.capacity });
  }
  return starts;
}

/** The local minutes of the first moment after a full start, before the next step, that is free. */
function movedStart(
  day: WindowDay,
  clock: ReturnType<typeof windowClock>,
  start: number,
  minutes: number,
  next: number,
): number | undefined {
  const releases = day.releases(start).map(toNextMinute);
  for (const release of releases.sort((a, b) => a - b)) {
    const moved = clock.minutesOf(release);
    if (moved === undefined || moved >= next) return undefined;
    if (moved > minutes && day.takenAt(release) < day.capacity) return moved;
  }
  return undefined;
}
