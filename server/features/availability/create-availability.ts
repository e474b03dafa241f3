import type { CreateAvailabilityInput } from '@core/schemas/availability.ts';
import type { Db } from '../../db/client.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { resolveTargetUserId } from '../users/resolve-target-user.ts';
import { lockUserRow } from '../users/users.repository.ts';
import { insertAvailability } from './availability.repository.ts';
import { assertNoOverlap } from './assert-no-overlap.ts';

/** Adds a weekly window for the actor or, for an admin, a user of their organization. */
export async function createAvailability(
  db: Db,
  { actor, input, events }: { actor: Actor; input: CreateAvailabilityInput; events: EventBus },
) {
  const { userId: requestedUserId, ...window } = input;
  const userId = await resolveTargetUserId(db, actor, requestedUserId);
  const created = await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    if (window.isActive) await assertNoOverlap(tx, { ...window, userId });
    const created = await insertAvailability(tx, {
      ...window,
      userId,
      organizationId: actor.organizationId,
    });
    await auditChange(tx, actor, { entity: 'availability', entityId: created.id, after: created });
    return created;
  });
  await scheduleChanged(events, actor.organizationId, userId);
  return created;
}
