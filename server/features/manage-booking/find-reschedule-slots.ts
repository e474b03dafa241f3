import { AppError } from '@core/app-error.ts';
import { manageBookingMessages } from '@core/messages.ts';
import type { SlotsDto } from '@core/schemas/appointments.ts';
import type { LocalDate } from '@core/scheduling/local-date.ts';
import { freeSlots } from '@core/scheduling/slots.ts';
import type { Db } from '../../db/client.ts';
import { cachedBusyOf } from '../scheduling/busy-source.ts';
import { assertSlotRange } from '../scheduling/find-free-slots.ts';
import { bookingRulesOf } from '../scheduling/booking-rules.ts';
import type { ScheduleCache } from '../scheduling/schedule-cache.ts';
import {
  instantsAround,
  loadScheduleSnapshot,
  slotQuery,
} from '../scheduling/schedule-snapshot.ts';
import { toSlotsDto } from '../scheduling/slots-dto.ts';
import { findBookableUser } from '../users/users.repository.ts';
import { findManagedBooking } from './find-managed-booking.ts';

export interface FindRescheduleSlotsOptions {
  token: string;
  from: LocalDate;
  to: LocalDate;
  now: number;
}

/**
 * The times a client may move their appointment to, decided as the reschedule itself is: its own
 * time is not busy and its length is kept. (Counting it as busy would move the grid after it, and
 * the times shown would not be the ones the move accepts.)
 */
export async function findRescheduleSlots(
  db: Db,
  cache: ScheduleCache,
  { token, from, to, now }: FindRescheduleSlotsOptions,
): Promise<SlotsDto> {
  assertSlotRange(from, to);
  const { appointment } = await findManagedBooking(db, token);
  const professional = await findBookableUser(db, appointment.userId);
  if (!professional) throw new AppError('CONFLICT', manageBookingMessages.professionalUnavailable);
  const snapshot = await loadScheduleSnapshot(db, professional, {
    from,
    to,
    exceptAppointmentId: appointment.id,
  });
  const around = instantsAround(from, to, professional.timezone);
  const external = await cachedBusyOf(
    cache.busySources,
    professional,
    { start: around.start.getTime(), end: around.end.getTime() },
    now,
  );
  const length = appointment.endTime.getTime() - appointment.startTime.getTime();
  // The professional's booking window holds for a move as for a booking.
  const { leadMinutes, horizonDays } = bookingRulesOf(snapshot, undefined);
  const range = {
    from,
    to,
    now,
    bookedMinutes: Math.round(length / 60_000),
    leadMinutes,
    horizonDays,
  };
  const slots = freeSlots(slotQuery(snapshot, { ...range, externalBusy: external.busy }));
  return toSlotsDto(snapshot, range, slots);
}
