import type { ManageLinkDto } from '@core/schemas/manage-booking.ts';
import type { Db } from '../../db/client.ts';
import { toManagedBookingDto } from './find-managed-booking.ts';
import { findByManageToken, findCancelledByManageToken } from './manage-booking.repository.ts';
import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';

/**
 * What the client's private page shows. The token is the only credential. A cancelled
 * appointment's link still says which time was cancelled, in any browser. A live link costs one
 * query: the tombstones are read only when no appointment has the token.
 */
export async function getManagedBooking(
  db: Db,
  { token, now = Date.now() }: { token: string; now?: number },
): Promise<ManageLinkDto> {
  if (!/^[0-9a-f]{64}$/.test(token)) throw new AppError('NOT_FOUND', appointmentsMessages.notFound);
  const live = await findByManageToken(db, token);
  if (live) return toManagedBookingDto(db, live, now);
  const cancelled = await findCancelledByManageToken(db, token);
  if (!cancelled) throw new AppError('NOT_FOUND', appointmentsMessages.notFound);
  return { status: 'cancelled', ...cancelled, startTime: cancelled.startTime.toISOString() };
}
