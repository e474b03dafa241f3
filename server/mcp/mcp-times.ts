import { AppError } from '../../core/app-error.ts';
import { messages } from '../../core/messages.ts';
import {
  type LocalDate,
  addDays,
  isLocalDate,
  zonedDateTime,
  zonedInstant,
} from '../../core/scheduling/local-date.ts';

/** The times of an appointment or slot as an assistant reads them: UTC and wall clock. */
export interface ZonedTimes {
  startUtc: string;
  endUtc: string;
  /** 'YYYY-MM-DDTHH:mm' in `timeZone`. */
  startLocal: string;
  endLocal: string;
  timeZone: string;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;

/** Whether the text names an IANA time zone this runtime knows ('America/Sao_Paulo'). */
export function isTimeZone(text: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text });
    return text.length > 0;
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DDTHH:mm' of an instant in a zone. */
export function localDateTime(instant: string | Date | number, timeZone: string): string {
  const { date, time } = zonedDateTime(new Date(instant).getTime(), timeZone);
  return `${date}T${time}`;
}

export function zonedTimes(start: string | Date, end: string | Date, timeZone: string): ZonedTimes {
  return {
    startUtc: new Date(start).toISOString(),
    endUtc: new Date(end).toISOString(),
    startLocal: localDateTime(start, timeZone),
    endLocal: localDateTime(end, timeZone),
    timeZone,
  };
}

/** Today's calendar date in a zone. */
export function todayIn(timeZone: string, now = Date.now()): LocalDate {
  return zonedDateTime(now, timeZone).date;
}

/**
 * An instant as ISO text: a wall-clock 'YYYY-MM-DDTHH:mm' or a date 'YYYY-MM-DD' (its midnight)
 * is read in the zone; anything else is returned as given for the shared schemas to judge.
 */
export function instantText(text: string, timeZone: string): string {
  const local = LOCAL_DATE_TIME.exec(text);
  const date = local?.[1] ?? text;
  if (!isLocalDate(date)) return text;
  const minutes = local ? Number(local[2]) * 60 + Number(local[3]) : 0;
  const instant = zonedInstant(date, minutes, timeZone);
  return instant === undefined ? text : new Date(instant).toISOString();
}

/** The end of a range: a date 'YYYY-MM-DD' counts whole (up to the next midnight). */
export function rangeEndText(text: string, timeZone: string): string {
  return isLocalDate(text) ? instantText(addDays(text, 1), timeZone) : instantText(text, timeZone);
}

/** The requested IANA zone, or the fallback when none was asked for; an unknown one is a 400. */
export function chooseZone(requested: string | undefined, fallback: string): string {
  if (requested === undefined) return fallback;
  if (isTimeZone(requested)) return requested;
  throw new AppError('VALIDATION', messages.users.invalidTimezone, {
    timeZone: messages.users.invalidTimezone,
  });
}
