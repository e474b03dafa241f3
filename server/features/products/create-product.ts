import type { CreateProductInput } from '@core/schemas/products.ts';
import type { Db } from '../../db/client.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { resolveTargetUserId } from '../users/resolve-target-user.ts';
import { insertProduct } from './products.repository.ts';

/** Adds a product for the actor or, for an admin, a user of their organization. */
export async function createProduct(
  db: Db,
  { actor, input, events }: { actor: Actor; input: CreateProductInput; events: EventBus },
) {
  const { userId: requestedUserId, ...fields } = input;
  const userId = await resolveTargetUserId(db, actor, requestedUserId);
  const created = await db.transaction(async (tx) => {
    const created = await insertProduct(tx, {
      ...fields,
      userId,
      organizationId: actor.organizationId,
    });
    await auditChange(tx, actor, { entity: 'product', entityId: created.id, after: created });
    return created;
  });
  await scheduleChanged(events, actor.organizationId, userId);
  return created;
}
