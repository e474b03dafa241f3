import { AppError } from '@core/app-error.ts';
import { usersMessages } from '@core/messages.ts';
import type { FutureAppointmentsDto } from '@core/schemas/users.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { countFutureAppointments, findOrganizationUser } from './users.repository.ts';

/**
 * The appointments a professional of the admin's office has ahead or under way: the ones that
 * keep them from being removed (removeProfessional counts them the same way).
 */
export async function countProfessionalFutureAppointments(
  db: Db,
  { actor, userId, now = new Date() }: { actor: Actor; userId: string; now?: Date },
): Promise<FutureAppointmentsDto> {
  const user = await findOrganizationUser(db, actor.organizationId, userId);
  if (!user) throw new AppError('NOT_FOUND', usersMessages.notFound);
  return { count: await countFutureAppointments(db, userId, now) };
}
