import { AppError } from '@core/app-error.ts';
import type { ManagedBookingDto } from '@core/schemas/manage-booking.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { confirmAppointment } from '../appointment-status/set-appointment-status.ts';
import {
  assertNotStarted,
  findManagedBooking,
  toManagedBookingDto,
} from './find-managed-booking.ts';

export interface ConfirmManagedOptions {
  token: string;
  events: EventBus;
  now?: number;
}

/**
 * The client confirms their presence through their private link (decision 087), until the
 * appointment starts: the status use case locks the row, so a confirmation racing a
 * cancellation either lands before it or finds the appointment gone (409, as a cancelled link).
 * Confirming again answers the same.
 */
export async function confirmManagedBooking(
  db: Db,
  { token, events, now = Date.now() }: ConfirmManagedOptions,
): Promise<ManagedBookingDto> {
  const found = await findManagedBooking(db, token);
  assertNotStarted(found, now);
  const { organizationId, id } = found.appointment;
  try {
    const confirmed = await confirmAppointment(db, {
      by: { kind: 'client', organizationId },
      id,
      events,
      now,
    });
    const appointment = { ...found.appointment, status: confirmed.status };
    return await toManagedBookingDto(db, { ...found, appointment }, now);
  } catch (error) {
    // Cancelled since it was read: the link says so (409) rather than that it opens nothing.
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      await findManagedBooking(db, token);
    throw error;
  }
}
