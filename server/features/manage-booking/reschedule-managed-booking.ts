import { AppError } from '@core/app-error.ts';
import { manageBookingMessages } from '@core/messages.ts';
import type { ManagedBookingDto } from '@core/schemas/manage-booking.ts';
import type { Db } from '../../db/client.ts';
import { type EventBus, busyOf } from '../../realtime/event-bus.ts';
import { toAppointmentDto, updateAppointmentRow } from '../appointments/appointments.repository.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { assertBookableSlot } from '../scheduling/assert-bookable-slot.ts';
import type { BusySource } from '../scheduling/busy-source.ts';
import { externalBusyAround } from '../scheduling/external-busy-around.ts';
import { findBookableUser, lockUserRow } from '../users/users.repository.ts';
import { recordAppointmentChange } from '../outbox/record-appointment-change.ts';
import {
  assertNotStarted,
  findManagedBooking,
  toManagedBookingDto,
} from './find-managed-booking.ts';

export interface RescheduleManagedOptions {
  token: string;
  startTime: Date;
  events: EventBus;
  /** The professional's other calendars (the calendar providers), whose busy times fill slots as on a booking. */
  busySources?: readonly BusySource[];
  now?: number;
}

/**
 * The client moves their own appointment to another free slot of the same professional, keeping
 * its length and product. Decided under the professional's lock, like a booking: a slot taken
 * meanwhile gets 409 with suggestions. Its own old time does not count as busy.
 */
export async function rescheduleManagedBooking(
  db: Db,
  { token, startTime, events, busySources = [], now = Date.now() }: RescheduleManagedOptions,
): Promise<ManagedBookingDto> {
  // Read before the lock: a slow calendar must not hold the professional's row.
  const { appointment: wanted } = await findManagedBooking(db, token);
  const externalBusy = await externalBusyAround(db, busySources, wanted.userId, startTime);
  const outcome = await db.transaction(async (tx) => {
    const { appointment: before } = await findManagedBooking(tx, token);
    await lockUserRow(tx, before.userId);
    // Read again under the lock: a change that committed meanwhile is seen.
    const found = await findManagedBooking(tx, token);
    assertNotStarted(found, now);
    const { appointment: current } = found;
    if (current.startTime.getTime() === startTime.getTime()) return { found, moved: false };
    const professional = await findBookableUser(tx, current.userId);
    if (!professional)
      throw new AppError('CONFLICT', manageBookingMessages.professionalUnavailable);
    const duration = current.endTime.getTime() - current.startTime.getTime();
    const { slot } = await assertBookableSlot(tx, professional, {
      start: startTime,
      now,
      bookedMinutes: Math.round(duration / 60_000),
      exceptAppointmentId: current.id,
      externalBusy,
    });
    const row = await updateAppointmentRow(tx, current.id, {
      startTime: new Date(slot.start),
      endTime: new Date(slot.start + duration),
    });
    await recordAudit(tx, {
      organizationId: row.organizationId,
      actorUserId: null,
      actorKind: 'public',
      action: 'move',
      entity: 'appointment',
      entityId: row.id,
      before: toAppointmentDto(current),
      after: toAppointmentDto(row),
    });
    await recordAppointmentChange(tx, {
      event: 'appointment.updated',
      appointment: row,
      professional: found.professional,
      rescheduled: true,
      previous: current,
      now,
    });
    return { found: { ...found, appointment: row }, moved: true };
  });
  const { appointment } = outcome.found;
  if (outcome.moved) {
    await events.publish({
      type: 'appointment_updated',
      organizationId: appointment.organizationId,
      userId: appointment.userId,
      appointmentId: appointment.id,
      source: 'public',
      busy: busyOf(appointment),
    });
  }
  return toManagedBookingDto(db, outcome.found, now);
}
