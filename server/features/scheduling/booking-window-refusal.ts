import { AppError } from '@core/app-error.ts';
import { bookingWindowMessages } from '@core/messages.ts';
import {
  BOOKING_NOTICE,
  bookingWindowOf,
  lastBookableDate,
} from '@core/scheduling/booking-window.ts';
import type { ProductDto } from '@core/schemas/products.ts';
import type { Db } from '../../db/client.ts';
import { suggestSlots } from './capacity.ts';
import { zonedDateTime } from '@core/scheduling/local-date.ts';
import type { BookingRules } from './booking-rules.ts';
import type { ScheduleSnapshot } from './schedule-snapshot.ts';

const brDate = (date: string) => date.split('-').reverse().join('/');

/**
 * Why a client may not book `start` under the booking window (pt-BR, naming the limit), or
 * undefined when the window allows it: closer than the minimum notice, or on a date past the
 * horizon in the professional's zone.
 */
export function bookingWindowRefusal(
  snapshot: Pick<ScheduleSnapshot, 'professional'>,
  rules: Pick<BookingRules, 'leadMinutes' | 'horizonDays'>,
  { start, now }: { start: number; now: number },
): string | undefined {
  const timeZone = snapshot.professional.timezone;
  const last = lastBookableDate(now, timeZone, rules.horizonDays);
  if (zonedDateTime(start, timeZone).date > last) {
    return bookingWindowMessages.tooFar(rules.horizonDays, brDate(last));
  }
  // SPEC's own 10 minutes keep their old answer ('not a slot'), and bind no REST/MCP caller.
  const asked = rules.leadMinutes > BOOKING_NOTICE.default;
  if (asked && start > now && start <= now + rules.leadMinutes * 60_000) {
    return bookingWindowMessages.tooSoon(rules.leadMinutes);
  }
  return undefined;
}

/**
 * For the REST API and MCP, which book for clients (decision 070): refuses (400 with the three
 * nearest free slots) a start the client's booking window does not allow, the service's own
 * window winning over the professional's. Staff on the screens are not bound by it. Call inside
 * the transaction, after the professional's row is locked.
 */
export async function assertWithinBookingWindow(
  tx: Db,
  professional: ScheduleSnapshot['professional'],
  booking: {
    start: Date;
    end: Date;
    now: number;
    product?: Pick<
      ProductDto,
      'duration' | 'slotIntervalMinutes' | 'minimumNoticeMinutes' | 'maximumHorizonDays'
    >;
  },
): Promise<void> {
  const { start, end, now, product } = booking;
  const window = bookingWindowOf(professional, product);
  const rules = {
    leadMinutes: window.minimumNoticeMinutes,
    horizonDays: window.maximumHorizonDays,
  };
  const reason = bookingWindowRefusal({ professional }, rules, { start: start.getTime(), now });
  if (!reason) return;
  const suggestions = await suggestSlots(tx, professional, start, {
    ...rules,
    now,
    bookedMinutes: (end.getTime() - start.getTime()) / 60_000,
    stepMinutes: product ? (product.slotIntervalMinutes ?? product.duration) : undefined,
  });
  throw new AppError('VALIDATION', reason, { startTime: reason }, { suggestions });
}
