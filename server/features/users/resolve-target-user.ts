import { AppError } from '@core/app-error.ts';
import { hasOwnCalendar, runsOfficeAgenda } from '@core/constants.ts';
import { authMessages, usersMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { findOrganizationUser } from './users.repository.ts';

/**
 * Whose data a request acts on, with that user's zone when their row was read to check them
 * (another user named by an admin): the actor's own by default; an admin or a secretary may
 * name another user of their organization who has an agenda (another organization's, a removed
 * user or a secretary is 404), a professional may not (403). A secretary, who has no agenda of
 * their own, must name one (decision 080).
 */
export async function resolveTargetUser(
  db: Db,
  actor: Actor,
  userId: string | undefined,
): Promise<{ id: string; timezone?: string }> {
  if (!hasOwnCalendar(actor.role) && (!userId || userId === actor.userId)) {
    throw new AppError('VALIDATION', usersMessages.professionalRequired);
  }
  if (!userId || userId === actor.userId) return { id: actor.userId };
  if (!runsOfficeAgenda(actor.role)) throw new AppError('FORBIDDEN', authMessages.forbidden);
  const user = await findOrganizationUser(db, actor.organizationId, userId);
  if (!user || !hasOwnCalendar(user.role)) throw new AppError('NOT_FOUND', usersMessages.notFound);
  return { id: user.id, timezone: user.timezone };
}

/** The id of whose data a request acts on (see resolveTargetUser). */
export async function resolveTargetUserId(
  db: Db,
  actor: Actor,
  userId: string | undefined,
): Promise<string> {
  return (await resolveTargetUser(db, actor, userId)).id;
}
