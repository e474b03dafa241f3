import type { Db } from '../../db/client.ts';
import { updateUser } from '../users/users.repository.ts';
import { retireResetTokens } from './password-resets.repository.ts';
import { revokeUserSessions } from './sessions.repository.ts';

export interface ReplacePasswordOptions {
  userId: string;
  passwordHash: string;
  now: Date;
  /** The session that stays signed in (a change made from it); none after a reset. */
  keepSessionId?: string;
}

/**
 * Stores a new password hash and ends what the old password opened: the user's sessions (but the
 * one kept) and any reset link still pending. Run inside the caller's transaction.
 */
export async function replacePassword(db: Db, options: ReplacePasswordOptions): Promise<void> {
  const { userId, passwordHash, now, keepSessionId } = options;
  await updateUser(db, userId, { passwordHash });
  await revokeUserSessions(db, userId, now, keepSessionId);
  await retireResetTokens(db, userId, now);
}
