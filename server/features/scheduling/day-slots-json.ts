import { SAME_DAY_LEAD_MINUTES } from '@core/constants.ts';
import { lastBookableDate } from '@core/scheduling/booking-window.ts';
import { type LocalDate, addDays, daysBetween, zonedInstant } from '@core/scheduling/local-date.ts';
import { type BusyInterval, type Slot, freeSlots } from '@core/scheduling/slots.ts';
import { type CachedSchedule, recall, remember } from './schedule-cache.ts';
import { slotQuery } from './schedule-snapshot.ts';
import { toSlotDto } from './slots-dto.ts';

const DAY_MS = 86_400_000;

export interface DaySlotsRange {
  from: LocalDate;
  to: LocalDate;
  now: number;
  productId?: string | undefined;
  bookedMinutes?: number | undefined;
  /** The booking's grid step and window (booking-rules.ts). */
  stepMinutes?: number | undefined;
  leadMinutes?: number | undefined;
  horizonDays?: number | undefined;
  externalBusy: readonly BusyInterval[];
  /** Changes when the other calendars' answer does (busy-source.ts). */
  externalStamp: string;
}

/**
 * The instants a date's slots can read busy times in: from its local midnight to two midnights
 * later (a slot may run past midnight); a midnight that does not exist (DST) widens the bounds.
 */
export function dayReadRange(date: LocalDate, timeZone: string) {
  const after = addDays(date, 2);
  return {
    start: zonedInstant(date, 0, timeZone) ?? Date.parse(`${date}T00:00:00Z`) - DAY_MS,
    end: zonedInstant(after, 0, timeZone) ?? Date.parse(`${after}T00:00:00Z`) + DAY_MS,
  };
}

/** A range's dates with their read ranges, by zone and range (pure; the page asks few ranges). */
const rangeDays = new Map<string, { date: LocalDate; read: { start: number; end: number } }[]>();
const MAX_RANGES = 5_000;

function daysOf(from: LocalDate, to: LocalDate, timeZone: string) {
  const key = `${timeZone}|${from}|${to}`;
  const kept = rangeDays.get(key);
  if (kept) return kept;
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, offset) => {
    const date = addDays(from, offset);
    return { date, read: dayReadRange(date, timeZone) };
  });
  if (rangeDays.size >= MAX_RANGES) rangeDays.clear();
  rangeDays.set(key, days);
  return days;
}

/**
 * The slot list of a range of dates as the API's JSON text (toSlotsDto's, byte for byte), built
 * from each date's part memoized on the schedule: the week lists the public page asks for overlap
 * day by day, and a booking drops only the parts of the days around its time. A date's part
 * (its slots' JSON without the brackets) depends on the minute only while the lead time can
 * still reach that date.
 */
export function daySlotsJson(schedule: CachedSchedule, range: DaySlotsRange): string {
  const { timezone } = schedule.professional;
  const earliest = range.now + (range.leadMinutes ?? SAME_DAY_LEAD_MINUTES) * 60_000;
  // A date past the horizon has no slots today and some later: its part says which it is.
  const last = range.horizonDays
    ? lastBookableDate(range.now, timezone, range.horizonDays)
    : undefined;
  const minute = String(Math.floor(range.now / 60_000));
  // Another calendar's answer is read for the range asked: its parts stay with that range.
  const external = /[1-9]/.test(range.externalStamp)
    ? `${range.from}|${range.to}|${range.externalStamp}`
    : '';
  const scope = `|${range.productId ?? ''}|${external}|`;
  const days = daysOf(range.from, range.to, timezone).map(({ date, read }) => {
    const beyond = last !== undefined && date > last ? 'beyond' : '';
    const key = `day|${date}${scope}${beyond}${read.start > earliest ? '' : minute}`;
    return { date, read, key, json: recall<string>(schedule, key) };
  });
  const missing = days.filter((day) => day.json === undefined);
  if (missing.length > 0) {
    const computed = slotsByDate(schedule, {
      ...range,
      from: missing[0]!.date,
      to: missing.at(-1)!.date,
    });
    for (const day of missing) {
      const slots = computed.get(day.date) ?? [];
      const part = JSON.stringify(slots.map(toSlotDto)).slice(1, -1);
      day.json = remember(schedule, day.key, day.read, part);
    }
  }
  const head = JSON.stringify({
    professionalId: schedule.professional.id,
    timeZone: timezone,
    timezone,
    from: range.from,
    to: range.to,
  });
  const parts = days.map((day) => day.json!).filter((part) => part !== '');
  return `${head.slice(0, -1)},"slots":[${parts.join(',')}]}`;
}

function slotsByDate(schedule: CachedSchedule, range: DaySlotsRange): Map<LocalDate, Slot[]> {
  const byDate = new Map<LocalDate, Slot[]>();
  const query = slotQuery(schedule, {
    from: range.from,
    to: range.to,
    now: range.now,
    bookedMinutes: range.bookedMinutes,
    stepMinutes: range.stepMinutes,
    leadMinutes: range.leadMinutes,
    horizonDays: range.horizonDays,
    externalBusy: range.externalBusy,
  });
  for (const slot of freeSlots(query)) {
    const list = byDate.get(slot.date);
    if (list) list.push(slot);
    else byDate.set(slot.date, [slot]);
  }
  return byDate;
}
