import { STORAGE_KEYS } from '../../../../../core/constants.ts';
import type { ManagedBookingDto } from '../../../../../core/schemas/manage-booking.ts';

/** What the cancelled page shows: enough to say which time was cancelled and to book again. */
export type CancelledBooking = Pick<ManagedBookingDto, 'organizationName' | 'startTime'> & {
  professional: Pick<ManagedBookingDto['professional'], 'name' | 'timezone' | 'bookingSlug'>;
};

// A cancellation deletes the appointment (its link then opens nothing on the server), so the
// browser that cancelled keeps a small note per link; the oldest go first.
const KEPT = 20;

function readAll(): Record<string, CancelledBooking> {
  try {
    const parsed: unknown = JSON.parse(
      localStorage.getItem(STORAGE_KEYS.cancelledBookings) ?? '{}',
    );
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, CancelledBooking>) : {};
  } catch {
    return {}; // storage disabled or corrupt: nothing remembered
  }
}

/** Remembers that the booking behind this private link was cancelled here. */
export function rememberCancelledBooking(token: string, booking: ManagedBookingDto) {
  const kept: CancelledBooking = {
    organizationName: booking.organizationName,
    startTime: booking.startTime,
    professional: {
      name: booking.professional.name,
      timezone: booking.professional.timezone,
      bookingSlug: booking.professional.bookingSlug,
    },
  };
  const entries = Object.entries(readAll()).filter(([key]) => key !== token);
  const next = Object.fromEntries([...entries, [token, kept]].slice(-KEPT));
  try {
    localStorage.setItem(STORAGE_KEYS.cancelledBookings, JSON.stringify(next));
  } catch {
    // storage full or disabled: the page still shows the cancellation until it is left
  }
}

/** The booking cancelled here through this link, if any. */
export function findCancelledBooking(token: string): CancelledBooking | undefined {
  const found = readAll()[token];
  return found && typeof found.startTime === 'string' && found.professional ? found : undefined;
}
