import { AppError } from '@core/app-error.ts';
import { availabilityMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { deleteAvailability, findVisibleAvailability } from './availability.repository.ts';

/** Deletes a weekly window; booked appointments are kept (they live in their own table). */
export async function removeAvailability(
  db: Db,
  { actor, id, events }: { actor: Actor; id: string; events: EventBus },
) {
  const removed = await db.transaction(async (tx) => {
    const current = await findVisibleAvailability(tx, actor, id);
    if (!current) throw new AppError('NOT_FOUND', availabilityMessages.notFound);
    await deleteAvailability(tx, id);
    await auditChange(tx, actor, { entity: 'availability', entityId: id, before: current });
    return current;
  });
  await scheduleChanged(events, actor.organizationId, removed.userId);
}
