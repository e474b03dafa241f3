import type { Db } from '../../db/client.ts';
import {
  type CreateAppointmentOptions,
  createAppointment,
} from '../appointments/create-appointment.ts';
import type { ScheduleCache } from '../scheduling/schedule-cache.ts';
import { areaProfessionalsOf } from './area-professionals.ts';
import { inFairOrder } from './book-any-professional.ts';

/**
 * REST v1 and MCP: an appointment for "any professional" of an area of the caller's office
 * (decision 073). The candidates are tried in the fair order, each with the staff creation's own
 * locked transaction; the answer names who was given. No Idempotency-Key replay here.
 */
export async function createForAnyProfessional(
  db: Db,
  cache: ScheduleCache,
  {
    area,
    now = Date.now(),
    ...options
  }: Omit<CreateAppointmentOptions, 'idempotencyKey'> & {
    area: string;
  },
) {
  const members = await areaProfessionalsOf(db, options.actor.organizationId, area);
  return inFairOrder(db, cache, { members, start: options.input.startTime, now }, (userId) =>
    createAppointment(db, { ...options, now, input: { ...options.input, userId } }),
  );
}
