import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import { type LocalDate, daysBetween, zonedInstant } from '@core/scheduling/local-date.ts';
import { freeSlots } from '@core/scheduling/slots.ts';
import type { Db } from '../../db/client.ts';
import { cachedBusyOf } from './busy-source.ts';
import { bookingRulesOf } from './booking-rules.ts';
import { daySlotsJson } from './day-slots-json.ts';
import type { ScheduleCache } from './schedule-cache.ts';
import {
  type ScheduleSnapshot,
  instantsAround,
  loadScheduleSnapshot,
  slotQuery,
} from './schedule-snapshot.ts';
import { toSlotsDto } from './slots-dto.ts';

export const MAX_SLOT_RANGE_DAYS = 92;

export interface FindFreeSlotsOptions {
  professionalId: string;
  from: LocalDate;
  to: LocalDate;
  productId?: string;
  now: number;
}

/** The booked length a product asks for, or a 404 for a product the professional does not offer. */
export function bookedMinutesOf(snapshot: ScheduleSnapshot, productId: string | null | undefined) {
  if (!productId) return undefined;
  const product = snapshot.products.get(productId);
  if (!product) throw new AppError('NOT_FOUND', appointmentsMessages.productNotFound);
  return product.duration;
}

/** Refuses (400) a range of dates that ends before it starts or is longer than the page asks. */
export function assertSlotRange(from: LocalDate, to: LocalDate): void {
  const days = daysBetween(from, to);
  if (days < 0) throw new AppError('VALIDATION', appointmentsMessages.invalidRange);
  if (days >= MAX_SLOT_RANGE_DAYS)
    throw new AppError('VALIDATION', appointmentsMessages.slotRangeTooLong);
}

/**
 * The free slots of a professional between two dates, as JSON text. Hot path of the public page:
 * served from the in-memory schedule, each date's part memoized (day-slots-json.ts).
 */
export async function findFreeSlotsJson(
  db: Db,
  cache: ScheduleCache,
  options: FindFreeSlotsOptions,
): Promise<string> {
  assertSlotRange(options.from, options.to);
  const schedule = await cache.get(options.professionalId, options.now);
  if (!schedule) throw new AppError('NOT_FOUND', appointmentsMessages.professionalNotFound);
  const rules = bookingRulesOf(schedule, options.productId);
  const timeZone = schedule.professional.timezone;
  const around = instantsAround(options.from, options.to, timeZone);
  const external = await cachedBusyOf(
    cache.busySources,
    schedule.professional,
    { start: around.start.getTime(), end: around.end.getTime() },
    options.now,
  );
  const end = zonedInstant(options.to, 0, timeZone) ?? Number.POSITIVE_INFINITY;
  if (end + 2 * 86_400_000 > schedule.busyTo) {
    const fresh = await loadScheduleSnapshot(db, schedule.professional, options);
    const range = {
      from: options.from,
      to: options.to,
      now: options.now,
      ...rules,
      externalBusy: external.busy,
    };
    return JSON.stringify(toSlotsDto(fresh, options, freeSlots(slotQuery(fresh, range))));
  }
  return daySlotsJson(schedule, {
    from: options.from,
    to: options.to,
    now: options.now,
    productId: options.productId,
    ...rules,
    externalBusy: external.busy,
    externalStamp: external.stamp,
  });
}
