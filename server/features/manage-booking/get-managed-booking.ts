import type { ManageLinkDto } from '../../../core/schemas/manage-booking.ts';
import type { Db } from '../../db/client.ts';
import { findManagedBooking, toManagedBookingDto } from './find-managed-booking.ts';
import { findCancelledByManageToken } from './manage-booking.repository.ts';

/**
 * What the client's private page shows. The token is the only credential. A cancelled
 * appointment's link still says which time was cancelled, in any browser.
 */
export async function getManagedBooking(
  db: Db,
  { token, now = Date.now() }: { token: string; now?: number },
): Promise<ManageLinkDto> {
  const cancelled = /^[0-9a-f]{64}$/.test(token)
    ? await findCancelledByManageToken(db, token)
    : undefined;
  if (cancelled) {
    return { status: 'cancelled', ...cancelled, startTime: cancelled.startTime.toISOString() };
  }
  return toManagedBookingDto(db, await findManagedBooking(db, token), now);
}
