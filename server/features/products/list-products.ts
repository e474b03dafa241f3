import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { resolveTargetUserId } from '../users/resolve-target-user.ts';
import { listUserProducts } from './products.repository.ts';

/** All products (active or not) of the actor, or of a user of an admin's organization. */
export async function listProducts(db: Db, { actor, userId }: { actor: Actor; userId?: string }) {
  return listUserProducts(db, await resolveTargetUserId(db, actor, userId));
}
