import { AppError } from '@core/app-error.ts';
import { authMessages } from '@core/messages.ts';
import type { PasswordResetConfirmInput } from '@core/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { announceSessionsEnded } from '../../realtime/sessions-ended.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { hashNewPassword } from './new-password.ts';
import { consumePasswordResetToken } from './password-resets.repository.ts';
import { replacePassword } from './replace-password.ts';
import { hashSessionToken } from './session-token.ts';

export interface ResetPasswordOptions {
  input: PasswordResetConfirmInput;
  events: EventBus;
  now?: Date;
}

const invalidLink = () =>
  new AppError('VALIDATION', authMessages.resetInvalidLink, {
    token: authMessages.resetInvalidLink,
  });

/**
 * Sets a new password from a reset link: the link works once and within its hour, and every
 * session of the user ends (whoever knew the old password is signed out).
 */
export async function resetPassword(
  db: Db,
  { input, events, now = new Date() }: ResetPasswordOptions,
) {
  // Checked before the link is spent: a refused password leaves the link usable.
  const passwordHash = await hashNewPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const token = await consumePasswordResetToken(tx, hashSessionToken(input.token), now);
    if (!token) throw invalidLink();
    const user = await findUserById(tx, token.userId);
    if (!user || user.deletedAt || !user.isActive) throw invalidLink();
    await replacePassword(tx, { userId: user.id, passwordHash, now });
    await recordAudit(tx, {
      organizationId: user.organizationId,
      actorUserId: user.id,
      actorKind: 'user',
      action: 'update',
      entity: 'user',
      entityId: user.id,
      after: { passwordReset: true },
    });
    return user;
  });
  await announceSessionsEnded(events, { organizationId: user.organizationId, userId: user.id });
}
