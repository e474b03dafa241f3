import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { resolveTargetUserId } from '../users/resolve-target-user.ts';
import { listUserAvailability } from './availability.repository.ts';

/** The weekly windows of the actor, or of a user of an admin's organization. */
export async function listAvailability(
  db: Db,
  { actor, userId }: { actor: Actor; userId?: string },
) {
  return listUserAvailability(db, await resolveTargetUserId(db, actor, userId));
}
