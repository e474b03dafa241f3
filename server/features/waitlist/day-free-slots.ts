import { freeSlots, type Slot } from '@core/scheduling/slots.ts';
import type { LocalDate } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import { bookingRulesOf } from '../scheduling/booking-rules.ts';
import { bookingWindowRefusal } from '../scheduling/booking-window-refusal.ts';
import {
  type ScheduleSnapshot,
  loadScheduleSnapshot,
  slotQuery,
} from '../scheduling/schedule-snapshot.ts';

/**
 * The slots a client could book on one date (the product's grid and booking window), read fresh:
 * appointments, blocks and offers' holds all take their capacity.
 */
export async function dayFreeSlots(
  db: Db,
  professional: ScheduleSnapshot['professional'],
  { date, productId, now }: { date: LocalDate; productId: string | null; now: number },
): Promise<Slot[]> {
  const snapshot = await loadScheduleSnapshot(db, professional, { from: date, to: date });
  if (productId && !snapshot.products.has(productId)) return [];
  const rules = bookingRulesOf(snapshot, productId);
  const query = slotQuery(snapshot, { from: date, to: date, now, ...rules });
  return freeSlots(query).filter(
    (slot) => !bookingWindowRefusal(snapshot, rules, { start: slot.start, now }),
  );
}
