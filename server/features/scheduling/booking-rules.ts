import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import { bookingWindowOf } from '@core/scheduling/booking-window.ts';
import type { ScheduleSnapshot } from './schedule-snapshot.ts';

/** What a client's booking of a product (or of none) must keep, as SlotQuery fields. */
export interface BookingRules {
  /** The product's duration; absent: the window's. */
  bookedMinutes?: number;
  /** The product's slot interval (its duration unless set); absent: the window's duration. */
  stepMinutes?: number;
  /** Minimum notice and maximum horizon: the product's own, else the professional's. */
  leadMinutes: number;
  horizonDays: number;
}

/**
 * The grid and booking window of a client's booking: the list of slots and the booking check read
 * them here, so they offer and accept the same times. A product the professional does not offer
 * (active) is a 404.
 */
export function bookingRulesOf(
  snapshot: Pick<ScheduleSnapshot, 'professional' | 'products'>,
  productId: string | null | undefined,
): BookingRules {
  const product = productId ? snapshot.products.get(productId) : undefined;
  if (productId && !product) throw new AppError('NOT_FOUND', appointmentsMessages.productNotFound);
  const window = bookingWindowOf(snapshot.professional, product);
  return {
    ...(product
      ? {
          bookedMinutes: product.duration,
          stepMinutes: product.slotIntervalMinutes ?? product.duration,
        }
      : {}),
    leadMinutes: window.minimumNoticeMinutes,
    horizonDays: window.maximumHorizonDays,
  };
}
