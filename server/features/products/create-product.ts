import type { CreateProductInput } from '../../../core/schemas/products.ts';
import type { Db } from '../../db/client.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../auth/actor.ts';
import { resolveTargetUserId } from '../users/resolve-target-user.ts';
import { insertProduct } from './products.repository.ts';

/** Adds a product for the actor or, for an admin, a user of their organization. */
export async function createProduct(
  db: Db,
  { actor, input }: { actor: Actor; input: CreateProductInput },
) {
  const { userId: requestedUserId, ...fields } = input;
  const userId = await resolveTargetUserId(db, actor, requestedUserId);
  return db.transaction(async (tx) => {
    const created = await insertProduct(tx, {
      ...fields,
      userId,
      organizationId: actor.organizationId,
    });
    await auditChange(tx, actor, { entity: 'product', entityId: created.id, after: created });
    return created;
  });
}
