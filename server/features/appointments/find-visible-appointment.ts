import { runsOfficeAgenda } from '@core/constants.ts';
import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { findAppointment } from './appointments.repository.ts';

/** An appointment the actor may change: any of the organization for an admin, own for a professional. */
export async function findVisibleAppointment(db: Db, actor: Actor, id: string) {
  const row = await findAppointment(db, actor.organizationId, id);
  if (!row || (!runsOfficeAgenda(actor.role) && row.userId !== actor.userId)) {
    throw new AppError('NOT_FOUND', appointmentsMessages.notFound);
  }
  return row;
}
