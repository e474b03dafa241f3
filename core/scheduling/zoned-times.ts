import type { ZonedSlotDto, ZonedTimesDto } from '../schemas/zoned-slot.ts';
import { zonedDateTime } from './local-date.ts';

type InstantLike = string | Date | number;

/** 'YYYY-MM-DDTHH:mm' of an instant in a zone. */
export function localDateTime(instant: InstantLike, timeZone: string): string {
  const { date, time } = zonedDateTime(new Date(instant).getTime(), timeZone);
  return `${date}T${time}`;
}

/** The start and end of a time in UTC and on a zone's wall clock. */
export function zonedTimes(start: InstantLike, end: InstantLike, timeZone: string): ZonedTimesDto {
  return {
    startUtc: new Date(start).toISOString(),
    endUtc: new Date(end).toISOString(),
    startLocal: localDateTime(start, timeZone),
    endLocal: localDateTime(end, timeZone),
    timeZone,
  };
}

/** A free slot (a suggestion, an MCP slot) in UTC and on the clock of `timeZone`. */
export function zonedSlot(
  slot: { start: InstantLike; end: InstantLike; remaining: number },
  timeZone: string,
): ZonedSlotDto {
  return { ...zonedTimes(slot.start, slot.end, timeZone), remaining: slot.remaining };
}
