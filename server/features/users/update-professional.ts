import { AppError } from '@core/app-error.ts';
import { usersMessages } from '@core/messages.ts';
import type { UpdateProfessionalInput } from '@core/schemas/users.ts';
import type { Db } from '../../db/client.ts';
import { announceSessionsEnded } from '../../realtime/sessions-ended.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import type { Actor } from '../../kernel/actor.ts';
import { hashNewPassword } from '../auth/new-password.ts';
import { assertEmailFree, withEmailOfOffice } from './email-for-office.ts';
import {
  findOrganizationUser,
  revokeUserSessions,
  toUserDto,
  updateUser,
} from './users.repository.ts';

export interface UpdateProfessionalOptions {
  actor: Actor;
  userId: string;
  input: UpdateProfessionalInput;
  events: EventBus;
}

/** An admin edits a user of their organization; a blank password keeps the current one. */
export async function updateProfessional(
  db: Db,
  { actor, userId, input, events }: UpdateProfessionalOptions,
) {
  const current = await findOrganizationUser(db, actor.organizationId, userId);
  if (!current) throw new AppError('NOT_FOUND', usersMessages.notFound);
  if (userId === actor.userId && input.isActive === false) {
    throw new AppError('VALIDATION', usersMessages.cannotDeactivateSelf, {
      isActive: usersMessages.cannotDeactivateSelf,
    });
  }
  if (input.email && input.email !== current.email) {
    await assertEmailFree(db, { actor, email: input.email, userId });
  }
  const { password, ...profile } = input;
  const changes = Object.fromEntries(
    Object.entries(profile).filter(([, value]) => value !== undefined),
  );
  const passwordHash = password ? await hashNewPassword(password) : undefined;
  const updated = await withEmailOfOffice(db, { actor, email: input.email }, () =>
    db.transaction(async (tx) => {
      const updated = await updateUser(tx, userId, {
        ...changes,
        ...(passwordHash ? { passwordHash } : {}),
      });
      const now = new Date();
      // A new password or a deactivation ends the user's other sessions.
      if (passwordHash || updated.isActive === false) await revokeUserSessions(tx, userId, now);
      const after = toUserDto(updated);
      await recordAudit(tx, {
        ...auditedBy(actor),
        action: 'update',
        entity: 'user',
        entityId: userId,
        before: toUserDto(current),
        after: { ...after, ...(passwordHash ? { passwordChanged: true } : {}) },
      });
      return after;
    }),
  );
  await scheduleChanged(events, actor.organizationId, userId, 'user_updated');
  if (passwordHash || updated.isActive === false) {
    await announceSessionsEnded(events, { organizationId: actor.organizationId, userId });
  }
  return updated;
}
