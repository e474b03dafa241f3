import { AppError } from '@core/app-error.ts';
import { authMessages } from '@core/messages.ts';
import type { ChangePasswordInput } from '@core/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { announceSessionsEnded } from '../../realtime/sessions-ended.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import { findUserById } from '../users/users.repository.ts';
import type { Actor } from '../../kernel/actor.ts';
import { hashNewPassword } from './new-password.ts';
import { verifyPassword } from './password.ts';
import { replacePassword } from './replace-password.ts';

export interface ChangePasswordOptions {
  actor: Actor;
  input: ChangePasswordInput;
  events: EventBus;
  now?: Date;
}

/**
 * The signed-in user sets a new password after proving the current one. The session that asked
 * stays signed in; every other session of the user ends.
 */
export async function changePassword(
  db: Db,
  { actor, input, events, now = new Date() }: ChangePasswordOptions,
) {
  const user = await findUserById(db, actor.userId);
  const valid = await verifyPassword(input.currentPassword, user?.passwordHash ?? null);
  if (!user || !valid) {
    const message = authMessages.wrongCurrentPassword;
    throw new AppError('VALIDATION', message, { currentPassword: message });
  }
  if (input.newPassword === input.currentPassword) {
    const message = authMessages.samePassword;
    throw new AppError('VALIDATION', message, { newPassword: message });
  }
  const passwordHash = await hashNewPassword(input.newPassword, 'newPassword');
  await db.transaction(async (tx) => {
    await replacePassword(tx, {
      userId: user.id,
      passwordHash,
      now,
      keepSessionId: actor.sessionId,
    });
    await recordAudit(tx, {
      ...auditedBy(actor),
      action: 'update',
      entity: 'user',
      entityId: user.id,
      after: { passwordChanged: true },
    });
  });
  await announceSessionsEnded(events, {
    organizationId: actor.organizationId,
    userId: user.id,
    keepSessionId: actor.sessionId,
  });
}
