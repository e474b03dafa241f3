import { AppError } from '@core/app-error.ts';
import { appointmentsMessages, dateOverridesMessages, holidaysMessages } from '@core/messages.ts';
import { zonedDateTime } from '@core/scheduling/local-date.ts';
import { type BusyInterval, type Slot, gridSlots } from '@core/scheduling/slots.ts';
import type { Db } from '../../db/client.ts';
import { suggestSlots } from './capacity.ts';
import { bookingRulesOf } from './booking-rules.ts';
import { bookingWindowRefusal } from './booking-window-refusal.ts';
import {
  type ScheduleSnapshot,
  closedReason,
  loadScheduleSnapshot,
  slotQuery,
} from './schedule-snapshot.ts';

export interface SlotCheck {
  start: Date;
  now: number;
  /** The product booked: its duration is the booked length. */
  productId?: string | null;
  /** The booked length when it is given directly (a move keeps the appointment's length). */
  bookedMinutes?: number;
  /** The appointment being moved: it does not count as busy at its old time. */
  exceptAppointmentId?: string;
  /** Busy times of the professional's other calendars (the calendar providers), read fresh for this decision. */
  externalBusy?: readonly BusyInterval[];
  /** The day's snapshot when the caller read it already (`loadSlotSnapshot`, side by side). */
  snapshot?: ScheduleSnapshot;
}

/** The snapshot a slot check of `start` needs: the professional's local day of it. */
export function loadSlotSnapshot(
  tx: Db,
  professional: ScheduleSnapshot['professional'],
  { start, exceptAppointmentId }: Pick<SlotCheck, 'start' | 'exceptAppointmentId'>,
): Promise<ScheduleSnapshot> {
  const date = zonedDateTime(start.getTime(), professional.timezone).date;
  return loadScheduleSnapshot(tx, professional, { from: date, to: date, exceptAppointmentId });
}

/**
 * Checks, inside the transaction and after the professional's row is locked, that a client may
 * take `start`: a generated slot (availability or a date's different hours, lead time, not a
 * closing holiday nor a day off) that is not full
 * (nor busy in another calendar). A full slot gets 409 and a time that is no slot gets 400 (saying so when the
 * date is a holiday), both with the three nearest free slots.
 */
export async function assertBookableSlot(
  tx: Db,
  professional: ScheduleSnapshot['professional'],
  check: SlotCheck,
): Promise<{ slot: Slot; snapshot: ScheduleSnapshot }> {
  const { start, now, exceptAppointmentId, externalBusy } = check;
  const date = zonedDateTime(start.getTime(), professional.timezone).date;
  const range = { from: date, to: date };
  const snapshot = check.snapshot ?? (await loadSlotSnapshot(tx, professional, check));
  const rules = bookingRulesOf(snapshot, check.productId);
  const bookedMinutes = check.bookedMinutes ?? rules.bookedMinutes;
  const query = { ...range, ...rules, now, bookedMinutes, externalBusy };
  const slot = gridSlots(slotQuery(snapshot, query)).find(
    (candidate) => candidate.start === start.getTime(),
  );
  const outside = bookingWindowRefusal(snapshot, rules, { start: start.getTime(), now });
  const tooSoon = !slot || slot.start <= now + rules.leadMinutes * 60_000;
  if (!tooSoon && !outside && slot.taken < slot.capacity) return { slot, snapshot };
  const suggestions = await suggestSlots(tx, professional, start, {
    ...query,
    exceptAppointmentId,
  });
  if (!tooSoon && !outside) {
    throw new AppError('CONFLICT', appointmentsMessages.slotTaken, undefined, { suggestions });
  }
  const closed = closedReason(snapshot, date);
  const reason = closed?.dayOff
    ? dateOverridesMessages.closed(closed.dayOff)
    : closed?.holiday
      ? holidaysMessages.closed(closed.holiday)
      : (outside ?? appointmentsMessages.notASlot);
  throw new AppError('VALIDATION', reason, { startTime: reason }, { suggestions });
}
