import { AppError } from '@core/app-error.ts';
import { waitlistMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { findEntryByTokenHash, type WaitlistEntryRow } from './waitlist.repository.ts';

/**
 * The entry an offer link names, locked when asked: 404 for an unknown link, 409 once its offer
 * expired or was declined (or once it was booked).
 */
export async function offerByToken(
  db: Db,
  token: string,
  { lock = false, now = Date.now() }: { lock?: boolean; now?: number } = {},
): Promise<WaitlistEntryRow & { offerStart: Date; offerEnd: Date; offerExpiresAt: Date }> {
  const entry = await findEntryByTokenHash(db, hashSessionToken(token), lock);
  if (!entry?.offerStart || !entry.offerEnd || !entry.offerExpiresAt) {
    throw new AppError('NOT_FOUND', waitlistMessages.offerNotFound);
  }
  if (entry.status === 'booked') throw new AppError('CONFLICT', waitlistMessages.offerBooked);
  if (entry.status !== 'offered' || entry.offerExpiresAt.getTime() <= now) {
    throw new AppError('CONFLICT', waitlistMessages.offerExpired);
  }
  return entry as WaitlistEntryRow & { offerStart: Date; offerEnd: Date; offerExpiresAt: Date };
}
