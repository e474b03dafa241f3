import { AppError } from '@core/app-error.ts';
import { appointmentLocationOf } from '@core/location/appointment-location.ts';
import { appointmentsMessages, manageBookingMessages } from '@core/messages.ts';
import type { ManagedBookingDto } from '@core/schemas/manage-booking.ts';
import type { Db } from '../../db/client.ts';
import { pendingPixOf } from '../payments/pix-payment.ts';
import { listUserProducts } from '../products/products.repository.ts';
import {
  type ManagedAppointment,
  findByManageToken,
  findCancelledByManageToken,
} from './manage-booking.repository.ts';

/** The appointment of a private link: 409 once it was cancelled, 404 for a token that opens nothing. */
export async function findManagedBooking(db: Db, token: string): Promise<ManagedAppointment> {
  const wellFormed = /^[0-9a-f]{64}$/.test(token);
  const found = wellFormed ? await findByManageToken(db, token) : undefined;
  if (found) return found;
  if (wellFormed && (await findCancelledByManageToken(db, token))) {
    throw new AppError('CONFLICT', manageBookingMessages.alreadyCancelled);
  }
  throw new AppError('NOT_FOUND', appointmentsMessages.notFound);
}

/** A client may change an appointment until it starts. */
export const hasStarted = (found: ManagedAppointment, now: number) =>
  found.appointment.startTime.getTime() <= now;

export function assertNotStarted(found: ManagedAppointment, now: number): void {
  if (hasStarted(found, now)) {
    throw new AppError('CONFLICT', manageBookingMessages.alreadyStarted);
  }
}

/** The page's view of the appointment: the client's own data and the professional's public data. */
export async function toManagedBookingDto(
  db: Db,
  found: ManagedAppointment,
  now: number,
): Promise<ManagedBookingDto> {
  const { appointment: a, professional } = found;
  const offered = a.productId
    ? (await listUserProducts(db, professional.id, { onlyActive: true })).some(
        (product) => product.id === a.productId,
      )
    : false;
  const open = !hasStarted(found, now);
  return {
    status: 'scheduled',
    organizationName: found.organizationName,
    professional: {
      id: professional.id,
      name: professional.name,
      title: professional.title,
      timezone: professional.timezone,
      bookingSlug: professional.bookingSlug,
    },
    clientName: a.clientName,
    appointmentStatus: a.status,
    startTime: a.startTime.toISOString(),
    endTime: a.endTime.toISOString(),
    productName: a.productName,
    productId: offered ? a.productId : null,
    meetLink: a.meetLink,
    location: appointmentLocationOf(a),
    canCancel: open,
    canReschedule: open && professional.bookable,
    pix: open ? await pendingPixOf(a) : null,
    paymentStatus: a.paymentStatus,
  };
}
