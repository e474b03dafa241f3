import { SAME_DAY_LEAD_MINUTES } from '../constants.ts';
import { type LocalDate, addDays, zonedDateTime } from './local-date.ts';

/** How long before a time a client may still book it (SPEC's 10 minutes by default). */
export const BOOKING_NOTICE = { min: 0, max: 43_200, default: SAME_DAY_LEAD_MINUTES } as const;
/** How many days ahead a client may book (today counts as day 0). */
export const BOOKING_HORIZON = { min: 1, max: 730, default: 90 } as const;

/** A professional's booking window, overridden field by field by a service's own. */
export interface BookingWindow {
  minimumNoticeMinutes: number;
  maximumHorizonDays: number;
}

export function bookingWindowOf(
  professional: Partial<BookingWindow>,
  product?: { minimumNoticeMinutes?: number | null; maximumHorizonDays?: number | null },
): BookingWindow {
  return {
    minimumNoticeMinutes:
      product?.minimumNoticeMinutes ?? professional.minimumNoticeMinutes ?? BOOKING_NOTICE.default,
    maximumHorizonDays:
      product?.maximumHorizonDays ?? professional.maximumHorizonDays ?? BOOKING_HORIZON.default,
  };
}

/** The last local date a client may book on, `days` after today in the zone. */
export function lastBookableDate(now: number, timeZone: string, days: number): LocalDate {
  return addDays(zonedDateTime(now, timeZone).date, days);
}

/** A notice as people say it: '30 min', '2 h', '1 h 30 min', '1 dia', '3 dias'. */
export function formatNotice(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) {
    const days = minutes / 1440;
    return days === 1 ? '1 dia' : `${days} dias`;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
