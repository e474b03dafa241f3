import { AppError } from '@core/app-error.ts';
import { MAX_BLOCK_DAYS } from '@core/constants.ts';
import { blocksMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { countOverlapping } from '../appointments/appointments.repository.ts';
import { lockUserForBooking } from '../users/users.repository.ts';

/** Refuses an end not after the start, or a block longer than MAX_BLOCK_DAYS (pt-BR 400). */
export function assertBlockTimes(start: Date, end: Date): void {
  if (end <= start) {
    throw new AppError('VALIDATION', blocksMessages.endBeforeStart, {
      endTime: blocksMessages.endBeforeStart,
    });
  }
  if (end.getTime() - start.getTime() > MAX_BLOCK_DAYS * 86_400_000) {
    throw new AppError('VALIDATION', blocksMessages.tooLong, { endTime: blocksMessages.tooLong });
  }
}

/**
 * Locks the professionals' rows as a booking does (in id order, so two writers never wait on
 * each other crosswise): a booking and a block of the same time are decided one after the other.
 */
export async function lockProfessionals(tx: Db, userIds: readonly string[]): Promise<void> {
  for (const id of [...userIds].sort()) await lockUserForBooking(tx, id);
}

/** How many appointments of these professionals overlap [start, end): the block is warned of them. */
export async function countAppointmentsUnder(
  tx: Db,
  userIds: readonly string[],
  start: Date,
  end: Date,
): Promise<number> {
  let count = 0;
  for (const id of userIds) count += await countOverlapping(tx, id, start, end);
  return count;
}
