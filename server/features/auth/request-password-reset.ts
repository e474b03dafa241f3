import type { PasswordResetRequestInput } from '@core/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { queueAccountEmail } from './account-emails.repository.ts';
import { accountEmailRow } from './account-emails.ts';

/** One reset e-mail per account per minute, whatever the number of requests. */
export const ACCOUNT_EMAIL_INTERVAL_MS = 60_000;

export interface RequestPasswordResetOptions {
  input: PasswordResetRequestInput;
  now?: Date;
}

/**
 * 'Esqueci minha senha': queues the reset e-mail when the address belongs to an active user. The
 * caller answers the same either way; the request does the same lookup for any address and no
 * hashing or sending of its own (the worker writes the e-mail and its link), so its time does not
 * tell either.
 */
export async function requestPasswordReset(
  db: Db,
  { input, now = new Date() }: RequestPasswordResetOptions,
): Promise<void> {
  const user = await findUserByEmail(db, input.email);
  if (!user || !user.isActive) return;
  await queueAccountEmail(
    db,
    accountEmailRow('account.password_reset', user),
    new Date(now.getTime() - ACCOUNT_EMAIL_INTERVAL_MS),
  );
}
