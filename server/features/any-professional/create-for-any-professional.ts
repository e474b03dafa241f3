import type { Db } from '../../db/client.ts';
import {
  type CreateAppointmentOptions,
  createAppointment,
} from '../appointments/create-appointment.ts';
import type { ScheduleCache } from '../scheduling/schedule-cache.ts';
import { candidatesOf } from './service-professionals.ts';
import { inFairOrder } from './book-any-professional.ts';

/**
 * REST v1 and MCP: an appointment for "any professional" of an area of the caller's office
 * (decision 073), or of an office service, booked with each one's row of it (decision 082). The candidates are tried in the fair order, each with the staff creation's own
 * locked transaction; the answer names who was given. No Idempotency-Key replay here.
 */
export async function createForAnyProfessional(
  db: Db,
  cache: ScheduleCache,
  {
    area,
    serviceId,
    now = Date.now(),
    ...options
  }: Omit<CreateAppointmentOptions, 'idempotencyKey'> & {
    area?: string;
    serviceId?: string;
  },
) {
  const { members, productOf } = await candidatesOf(db, options.actor.organizationId, {
    area,
    serviceId,
  });
  const wanted = { members, productOf, start: options.input.startTime, now };
  return inFairOrder(db, cache, wanted, (userId) => {
    const productId = productOf?.get(userId) ?? options.input.productId;
    return createAppointment(db, {
      ...options,
      now,
      input: { ...options.input, userId, productId },
    });
  });
}
