import { AppError } from '@core/app-error.ts';
import { usersMessages } from '@core/messages.ts';
import {
  type LocalDate,
  isLocalDate,
  zonedDateTime,
  zonedInstant,
} from '@core/scheduling/local-date.ts';

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

/** The requested IANA zone, or the fallback when none was asked for; an unknown one is a 400. */
export function chooseZone(requested: string | undefined, fallback: string): string {
  if (requested === undefined) return fallback;
  if (isTimeZone(requested)) return requested;
  throw new AppError('VALIDATION', usersMessages.invalidTimezone, {
    timeZone: usersMessages.invalidTimezone,
  });
}
