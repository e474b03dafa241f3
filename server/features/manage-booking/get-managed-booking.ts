import type { PspDeps } from '../payments/psp/psp-deps.ts';
import { ensurePspCharge } from '../payments/psp/ensure-psp-charge.ts';
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
  { token, psp, now = Date.now() }: { token: string; psp?: PspDeps; now?: number },
): Promise<ManageLinkDto> {
  if (!/^[0-9a-f]{64}$/.test(token)) throw new AppError('NOT_FOUND', appointmentsMessages.notFound);
  const live = await findByManageToken(db, token);
  if (live) {
    // A PSP charge that failed at booking time is tried again here (decision 085).
    const appointment = await ensurePspCharge(db, psp, live.appointment, now);
    return toManagedBookingDto(db, { ...live, appointment }, now);
  }
  const cancelled = await findCancelledByManageToken(db, token);
  if (!cancelled) throw new AppError('NOT_FOUND', appointmentsMessages.notFound);
  return { status: 'cancelled', ...cancelled, startTime: cancelled.startTime.toISOString() };
}
