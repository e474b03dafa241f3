import { AppError } from '@core/app-error.ts';
import { definedFields } from '@core/defined-fields.ts';
import { productsMessages } from '@core/messages.ts';
import { assertOwnProduct } from './office-service-copy.ts';
import type { UpdateProductInput } from '@core/schemas/products.ts';
import type { Db } from '../../db/client.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { findVisibleProduct, updateProductRow } from './products.repository.ts';

export interface UpdateProductOptions {
  actor: Actor;
  id: string;
  input: UpdateProductInput;
  events: EventBus;
}

/** Edits a product; absent fields keep their value, past appointments keep their product name. */
export async function updateProduct(db: Db, { actor, id, input, events }: UpdateProductOptions) {
  const after = await db.transaction(async (tx) => {
    const before = await findVisibleProduct(tx, actor, id);
    if (!before) throw new AppError('NOT_FOUND', productsMessages.notFound);
    assertOwnProduct(before);
    const after = await updateProductRow(tx, id, definedFields(input));
    await auditChange(tx, actor, { entity: 'product', entityId: id, before, after });
    return after;
  });
  await scheduleChanged(events, actor.organizationId, after.userId);
  return after;
}
