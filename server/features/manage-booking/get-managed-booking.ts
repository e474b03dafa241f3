import type { ManagedBookingDto } from '../../../core/schemas/manage-booking.ts';
import type { Db } from '../../db/client.ts';
import { findManagedBooking, toManagedBookingDto } from './find-managed-booking.ts';

/** What the client's private page shows. The token is the only credential. */
export async function getManagedBooking(
  db: Db,
  { token, now = Date.now() }: { token: string; now?: number },
): Promise<ManagedBookingDto> {
  return toManagedBookingDto(db, await findManagedBooking(db, token), now);
}
