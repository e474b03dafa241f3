import { AppError } from '../../../core/app-error.ts';
import { messages } from '../../../core/messages.ts';
import type { PublicBookingInput } from '../../../core/schemas/appointments.ts';
import { zonedDateTime } from '../../../core/scheduling/local-date.ts';
import { gridSlots } from '../../../core/scheduling/slots.ts';
import { SAME_DAY_LEAD_MINUTES } from '../../../core/constants.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { recordAppointmentChange } from '../webhooks/record-appointment-change.ts';
import { bookedMinutesOf } from '../booking/find-free-slots.ts';
import { loadScheduleSnapshot, slotQuery } from '../booking/schedule-snapshot.ts';
import { getBookingFormSettings } from '../booking-form/booking-form.repository.ts';
import { findBookableUser, lockUserRow } from '../users/users.repository.ts';
import { applyBookingForm } from './apply-booking-form.ts';
import { suggestSlots } from './capacity.ts';
import {
  findIdempotentAppointment,
  insertAppointment,
  rememberIdempotencyKey,
  toAppointmentDto,
} from './appointments.repository.ts';

export interface BookPublicOptions {
  input: PublicBookingInput;
  idempotencyKey?: string;
  events: EventBus;
  now?: number;
}

/**
 * A client books a professional without an account. The time must be a generated free slot
 * (availability, concurrency, lead time); the professional's row is locked so that concurrent
 * bookings of one slot are decided one at a time.
 */
export async function bookPublicAppointment(
  db: Db,
  { input, idempotencyKey, events, now = Date.now() }: BookPublicOptions,
) {
  const scope = `public:${input.professionalId}`;
  const outcome = await db.transaction(async (tx) => {
    await lockUserRow(tx, input.professionalId);
    const professional = await findBookableUser(tx, input.professionalId);
    if (!professional) throw new AppError('NOT_FOUND', messages.appointments.professionalNotFound);
    if (idempotencyKey) {
      const earlier = await findIdempotentAppointment(tx, scope, idempotencyKey);
      if (earlier)
        return {
          appointment: toAppointmentDto(earlier),
          replayed: true,
          organizationId: professional.organizationId,
        };
    }
    const fields = applyBookingForm(input, await getBookingFormSettings(tx, professional.id));
    const date = zonedDateTime(fields.startTime.getTime(), professional.timezone).date;
    const snapshot = await loadScheduleSnapshot(tx, professional, { from: date, to: date });
    const bookedMinutes = bookedMinutesOf(snapshot, fields.productId);
    const slot = gridSlots(slotQuery(snapshot, { from: date, to: date, now, bookedMinutes })).find(
      (candidate) => candidate.start === fields.startTime.getTime(),
    );
    const tooSoon = !slot || slot.start <= now + SAME_DAY_LEAD_MINUTES * 60_000;
    if (tooSoon || slot.taken >= slot.capacity) {
      const suggestions = await suggestSlots(tx, professional, fields.startTime, {
        now,
        productId: fields.productId,
      });
      if (!tooSoon)
        throw new AppError('CONFLICT', messages.appointments.slotTaken, undefined, { suggestions });
      throw new AppError(
        'VALIDATION',
        messages.appointments.notASlot,
        { startTime: messages.appointments.notASlot },
        { suggestions },
      );
    }
    const product = fields.productId ? snapshot.products.get(fields.productId) : undefined;
    const row = await insertAppointment(tx, {
      organizationId: professional.organizationId,
      userId: professional.id,
      clientName: fields.clientName,
      clientEmail: fields.clientEmail,
      clientPhone: fields.clientPhone,
      notes: fields.notes,
      productId: fields.productId ?? null,
      productName: product?.name ?? null,
      startTime: new Date(slot.start),
      endTime: new Date(slot.end),
      source: 'public',
    });
    if (idempotencyKey) await rememberIdempotencyKey(tx, scope, idempotencyKey, row.id);
    const appointment = toAppointmentDto(row);
    await recordAudit(tx, {
      organizationId: professional.organizationId,
      actorUserId: null,
      actorKind: 'public',
      action: 'create',
      entity: 'appointment',
      entityId: row.id,
      after: appointment,
    });
    await recordAppointmentChange(tx, {
      event: 'appointment.created',
      appointment: row,
      professional,
      now,
    });
    return { appointment, replayed: false, organizationId: professional.organizationId };
  });
  if (!outcome.replayed) {
    const { id, userId } = outcome.appointment;
    await events.publish({
      type: 'appointment_created',
      organizationId: outcome.organizationId,
      userId,
      appointmentId: id,
      source: 'public',
    });
  }
  return outcome;
}
