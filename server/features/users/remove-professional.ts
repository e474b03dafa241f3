import { AppError } from '@core/app-error.ts';
import { usersMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { announceSessionsEnded } from '../../realtime/sessions-ended.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import type { Actor } from '../../kernel/actor.ts';
import {
  countFutureAppointments,
  findOrganizationUser,
  revokeUserSessions,
  toUserDto,
  updateUser,
} from './users.repository.ts';

/**
 * Removes a professional without losing history: refused while future appointments exist,
 * otherwise the user is marked removed (past appointments keep their professional).
 */
export async function removeProfessional(
  db: Db,
  { actor, userId, events }: { actor: Actor; userId: string; events: EventBus },
) {
  if (userId === actor.userId) throw new AppError('CONFLICT', usersMessages.cannotRemoveSelf);
  const current = await findOrganizationUser(db, actor.organizationId, userId);
  if (!current) throw new AppError('NOT_FOUND', usersMessages.notFound);
  const now = new Date();
  await db.transaction(async (tx) => {
    if ((await countFutureAppointments(tx, userId, now)) > 0) {
      throw new AppError('CONFLICT', usersMessages.hasFutureAppointments);
    }
    await updateUser(tx, userId, { deletedAt: now, isActive: false });
    await revokeUserSessions(tx, userId, now);
    await recordAudit(tx, {
      ...auditedBy(actor),
      action: 'delete',
      entity: 'user',
      entityId: userId,
      before: toUserDto(current),
    });
  });
  await scheduleChanged(events, actor.organizationId, userId, 'user_updated');
  await announceSessionsEnded(events, { organizationId: actor.organizationId, userId });
}
