import { AppError } from '@core/app-error.ts';
import { authMessages } from '@core/messages.ts';
import type { LoginInput } from '@core/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { verifyPassword } from './password.ts';

/** The user whose e-mail and password match, or a 401 that does not tell which one was wrong. */
export async function authenticateUser(db: Db, input: LoginInput) {
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !valid) throw new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);
  if (!user.isActive) throw new AppError('FORBIDDEN', authMessages.inactiveUser);
  return user;
}
