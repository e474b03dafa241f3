import { AppError } from '@core/app-error.ts';
import { appointmentsMessages, blocksMessages } from '@core/messages.ts';
import { type LocalDate, addDays, weekdayOf, zonedDateTime } from '@core/scheduling/local-date.ts';
import {
  type BusyInterval,
  type WeeklyWindow,
  freeSlots,
  nearestSlots,
} from '@core/scheduling/slots.ts';
import { zonedSlot } from '@core/scheduling/zoned-times.ts';
import type { ZonedSlotDto } from '@core/schemas/zoned-slot.ts';
import { minutesOfDay } from '@core/time-of-day.ts';
import type { Db } from '../../db/client.ts';
import { readSideBySide } from '../../db/read-side-by-side.ts';
import { countOverlapping } from '../appointments/appointments.repository.ts';
import { listUserAvailability } from '../availability/availability.repository.ts';
import { listBlockedIntervals } from '../blocks/blocks.repository.ts';
import { type ScheduleSnapshot, loadScheduleSnapshot, slotQuery } from './schedule-snapshot.ts';

type Professional = ScheduleSnapshot['professional'];

/** The dates searched for suggestions around a wanted date. */
export const suggestionRange = (date: LocalDate) => ({
  from: addDays(date, -7),
  to: addDays(date, 14),
});

/**
 * The three free slots nearest to a wanted instant, read inside the booking transaction, for a
 * booking of `bookedMinutes` (the window's length when absent), on the professional's clock.
 */
export async function suggestSlots(
  tx: Db,
  professional: Professional,
  wanted: Date,
  options: {
    now: number;
    bookedMinutes?: number;
    /** A client booking's grid step and window (booking-rules.ts). */
    stepMinutes?: number;
    leadMinutes?: number;
    horizonDays?: number;
    exceptAppointmentId?: string;
    externalBusy?: readonly BusyInterval[];
  },
): Promise<ZonedSlotDto[]> {
  const date = zonedDateTime(wanted.getTime(), professional.timezone).date;
  const range = suggestionRange(date);
  const snapshot = await loadScheduleSnapshot(tx, professional, {
    ...range,
    exceptAppointmentId: options.exceptAppointmentId,
  });
  const { bookedMinutes, stepMinutes, leadMinutes, horizonDays, externalBusy } = options;
  const rules = { bookedMinutes, stepMinutes, leadMinutes, horizonDays, externalBusy };
  const free = freeSlots(slotQuery(snapshot, { ...range, now: options.now, ...rules }));
  return nearestSlots(free, wanted.getTime()).map((slot) =>
    zonedSlot({ ...slot, remaining: slot.capacity - slot.taken }, professional.timezone),
  );
}

/**
 * How many appointments may overlap at an instant: the largest limit of the active windows that
 * cover it, or 1 outside working hours (staff may book there, one at a time).
 */
function capacityAt(windows: WeeklyWindow[], timeZone: string, start: Date, end: Date): number {
  const local = zonedDateTime(start.getTime(), timeZone);
  const startMinutes = minutesOfDay(local.time);
  const endMinutes = startMinutes + (end.getTime() - start.getTime()) / 60_000;
  const covering = windows.filter(
    (w) =>
      w.isActive &&
      w.dayOfWeek === weekdayOf(local.date) &&
      minutesOfDay(w.startTime) < endMinutes &&
      minutesOfDay(w.endTime) > startMinutes,
  );
  return Math.max(1, ...covering.map((w) => w.maxConcurrentAppointments));
}

/**
 * Whether a booking keeps the professional's interval between appointments, as the listed slots
 * do: REST API and MCP callers that did not ask to book outside the offered times. The screens
 * (no guard) may book back to back; a caller who allowed it may too.
 */
export const keepsBuffer = (guard: { allowOutside: boolean } | undefined) =>
  guard !== undefined && !guard.allowOutside;

/**
 * Refuses (409 with suggestions) a staff booking or move whose time already holds as many
 * appointments as the professional takes at once; with `keepBuffer`, counting the appointments
 * closer than the professional's interval (bufferTime) too. Call inside the transaction, after
 * the lock.
 */
export async function assertCapacity(
  tx: Db,
  professional: Professional,
  slot: {
    start: Date;
    end: Date;
    exceptId?: string;
    now: number;
    keepBuffer?: boolean;
    /** The weekly hours, when the caller has read them already. */
    windows?: WeeklyWindow[];
  },
): Promise<void> {
  const buffer = slot.keepBuffer ? professional.bufferTime * 60_000 : 0;
  const near = (start: Date, end: Date) =>
    countOverlapping(tx, professional.id, start, end, slot.exceptId);
  // Only the weekly windows are needed here; the clashing appointments are counted in SQL.
  const [windows, taken, blocks] = await readSideBySide(tx, [
    () =>
      slot.windows ? Promise.resolve(slot.windows) : listUserAvailability(tx, professional.id),
    () => near(new Date(slot.start.getTime() - buffer), new Date(slot.end.getTime() + buffer)),
    // Blocked time takes the whole capacity (decision 071).
    () =>
      listBlockedIntervals(tx, professional.organizationId, professional.id, slot.start, slot.end),
  ] as const);
  const capacity = capacityAt(windows, professional.timezone, slot.start, slot.end);
  if (taken < capacity && blocks.length === 0) return;
  const suggestions = await suggestSlots(tx, professional, slot.start, {
    now: slot.now,
    bookedMinutes: (slot.end.getTime() - slot.start.getTime()) / 60_000,
    exceptAppointmentId: slot.exceptId,
  });
  // Free but for the interval: say so, or the caller sees a time that looks free refused.
  const message =
    blocks.length > 0
      ? blocksMessages.blockedTime
      : buffer > 0 && (await near(slot.start, slot.end)) < capacity
        ? appointmentsMessages.tooCloseToAnother(professional.bufferTime)
        : appointmentsMessages.capacityFull;
  throw new AppError('CONFLICT', message, undefined, { suggestions });
}
