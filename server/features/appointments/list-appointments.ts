import { AppError } from '../../../core/app-error.ts';
import { messages } from '../../../core/messages.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { resolveTargetUserId } from '../users/resolve-target-user.ts';
import { listAppointmentsInRange } from './appointments.repository.ts';

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;

export interface ListAppointmentsOptions {
  actor: Actor;
  from?: Date;
  to?: Date;
  userId?: string;
  now?: number;
}

/**
 * Appointments overlapping a range: an admin's organization (optionally one professional), a
 * professional's own. Without a range: the last 31 days and the next 366.
 */
export async function listAppointments(
  db: Db,
  { actor, from, to, userId, now = Date.now() }: ListAppointmentsOptions,
) {
  const start = from ?? new Date(now - 31 * DAY_MS);
  const end = to ?? new Date(start.getTime() + MAX_RANGE_DAYS * DAY_MS);
  if (end <= start) throw new AppError('VALIDATION', messages.appointments.invalidRange);
  if (end.getTime() - start.getTime() > (MAX_RANGE_DAYS + 31) * DAY_MS) {
    throw new AppError('VALIDATION', messages.appointments.rangeTooLong);
  }
  const scope =
    actor.role === 'admin' && !userId ? undefined : await resolveTargetUserId(db, actor, userId);
  return listAppointmentsInRange(db, {
    organizationId: actor.organizationId,
    userId: scope,
    from: start,
    to: end,
  });
}
