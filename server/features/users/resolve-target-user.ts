import { AppError } from '../../../core/app-error.ts';
import { authMessages, usersMessages } from '../../../core/messages.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { findOrganizationUser } from './users.repository.ts';

/**
 * Whose data a request acts on: the actor's own by default; an admin may name another user of
 * their organization (another organization's or a removed user is 404), a professional may not (403).
 */
export async function resolveTargetUserId(
  db: Db,
  actor: Actor,
  userId: string | undefined,
): Promise<string> {
  if (!userId || userId === actor.userId) return actor.userId;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', authMessages.forbidden);
  const user = await findOrganizationUser(db, actor.organizationId, userId);
  if (!user) throw new AppError('NOT_FOUND', usersMessages.notFound);
  return user.id;
}
