import { AppError } from '@core/app-error.ts';
import { definedFields } from '@core/defined-fields.ts';
import { usersMessages } from '@core/messages.ts';
import type { UpdateProfileInput } from '@core/schemas/profile.ts';
import type { Db } from '../../db/client.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { findUserById, toUserDto, updateUser } from '../users/users.repository.ts';

/** The signed-in user edits their own profile; the booking slug stays, so shared links keep working. */
export async function updateProfile(
  db: Db,
  { actor, input, events }: { actor: Actor; input: UpdateProfileInput; events: EventBus },
) {
  const changes = definedFields(input);
  const result = await db.transaction(async (tx) => {
    const current = await findUserById(tx, actor.userId);
    if (!current) throw new AppError('NOT_FOUND', usersMessages.notFound);
    const before = toUserDto(current);
    if (Object.keys(changes).length === 0) return before;
    const after = toUserDto(await updateUser(tx, actor.userId, changes));
    await auditChange(tx, actor, { entity: 'user', entityId: actor.userId, before, after });
    return after;
  });
  await scheduleChanged(events, actor.organizationId, actor.userId, 'user_updated');
  return result;
}
