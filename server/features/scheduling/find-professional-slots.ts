import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { SlotsDto } from '@core/schemas/appointments.ts';
import type { LocalDate } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { findOrganizationUser } from '../users/users.repository.ts';
import { findFreeSlotsJson } from './find-free-slots.ts';
import type { ScheduleCache } from './schedule-cache.ts';

export interface FindProfessionalSlotsOptions {
  actor: Actor;
  professionalId: string;
  from: LocalDate;
  to: LocalDate;
  productId?: string;
  now?: number;
}

/** Free slots of a professional of the actor's organization (REST API, MCP); others are 404. */
export async function findProfessionalSlots(
  db: Db,
  cache: ScheduleCache,
  { actor, now = Date.now(), ...range }: FindProfessionalSlotsOptions,
): Promise<SlotsDto> {
  const professional = await findOrganizationUser(db, actor.organizationId, range.professionalId);
  if (!professional) throw new AppError('NOT_FOUND', appointmentsMessages.professionalNotFound);
  return JSON.parse(await findFreeSlotsJson(db, cache, { ...range, now })) as SlotsDto;
}
