import { AppError } from '@core/app-error.ts';
import { productsMessages } from '@core/messages.ts';
import { assertOwnProduct } from './office-service-copy.ts';
import type { Db } from '../../db/client.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { deleteProduct, findVisibleProduct } from './products.repository.ts';

/** Deletes a product; appointments booked with it keep its name (product_id becomes null). */
export async function removeProduct(
  db: Db,
  { actor, id, events }: { actor: Actor; id: string; events: EventBus },
) {
  const removed = await db.transaction(async (tx) => {
    const current = await findVisibleProduct(tx, actor, id);
    if (!current) throw new AppError('NOT_FOUND', productsMessages.notFound);
    assertOwnProduct(current);
    await deleteProduct(tx, id);
    await auditChange(tx, actor, { entity: 'product', entityId: id, before: current });
    return current;
  });
  await scheduleChanged(events, actor.organizationId, removed.userId);
}
