import { randomUUID } from 'node:crypto';
import { AppError } from '../../../core/app-error.ts';
import { appointmentsMessages } from '../../../core/messages.ts';
import type { PublicBookingInput } from '../../../core/schemas/appointments.ts';
import type { Db } from '../../db/client.ts';
import { type EventBus, busyOf } from '../../realtime/event-bus.ts';
import { readSideBySide } from '../../db/read-side-by-side.ts';
import { auditInsert } from '../audit/audit.repository.ts';
import { readChangeAudience } from '../webhooks/change-audience.ts';
import { lockBookableUser } from '../users/users.repository.ts';
import { applyBookingForm } from './apply-booking-form.ts';
import { assertBookableSlot, loadSlotSnapshot } from '../scheduling/assert-bookable-slot.ts';
import type { BusySource } from '../scheduling/busy-source.ts';
import { externalBusyAround } from '../scheduling/external-busy-around.ts';
import { pendingPixOf, planPixPayment } from '../payments/pix-payment.ts';
import { toAppointmentDto } from './appointments.repository.ts';
import { newAppointmentRow, writeNewAppointment } from './write-new-appointment.ts';
import { findReplay, idempotencyOf } from './idempotency.ts';
import { publicBookingPlace } from './booking-place.ts';

export interface BookPublicOptions {
  input: PublicBookingInput;
  idempotencyKey?: string;
  events: EventBus;
  /** The professional's other calendars (Google): their busy times fill the slots they touch. */
  busySources?: readonly BusySource[];
  now?: number;
}

/**
 * A client books a professional without an account. The time must be a generated free slot
 * (availability, concurrency, lead time, busy times of other calendars); the professional's row is locked so
 * that concurrent bookings of one slot are decided one at a time.
 */
export async function bookPublicAppointment(
  db: Db,
  { input, idempotencyKey, events, busySources = [], now = Date.now() }: BookPublicOptions,
) {
  const scope = `public:${input.professionalId}`;
  // Anyone may book: the same key replays only for the very same body (canonical JSON).
  const idempotency = idempotencyOf(scope, idempotencyKey, { caller: scope, body: input });
  // Read before the lock: a slow calendar must not hold the professional's row.
  const externalBusy = await externalBusyAround(
    db,
    busySources,
    input.professionalId,
    input.startTime,
  );
  const outcome = await db.transaction(async (tx) => {
    const professional = await lockBookableUser(tx, input.professionalId);
    if (!professional) throw new AppError('NOT_FOUND', appointmentsMessages.professionalNotFound);
    if (idempotency) {
      const earlier = await findReplay(tx, idempotency);
      if (earlier)
        return {
          appointment: toAppointmentDto(earlier),
          row: earlier,
          replayed: true,
          organizationId: professional.organizationId,
        };
    }
    const fields = applyBookingForm(input, professional.bookingForm);
    // The day's schedule and who hears of the booking, read together (one round trip on PGlite).
    const [snapshot, audience] = await readSideBySide(tx, [
      () => loadSlotSnapshot(tx, professional, { start: fields.startTime }),
      () => readChangeAudience(tx, professional),
    ] as const);
    const { slot } = await assertBookableSlot(tx, professional, {
      start: fields.startTime,
      now,
      productId: fields.productId,
      externalBusy,
      snapshot,
    });
    const product = fields.productId ? snapshot.products.get(fields.productId) : undefined;
    const id = randomUUID();
    // A priced product with the professional's Pix key: the booking waits for the payment.
    const payment = await planPixPayment(tx, {
      professional,
      productId: fields.productId,
      appointmentId: id,
      now,
    });
    const row = newAppointmentRow({
      id,
      ...payment,
      ...publicBookingPlace(professional, product),
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
    const appointment = toAppointmentDto(row);
    const audit = auditInsert(tx, {
      organizationId: professional.organizationId,
      actorUserId: null,
      actorKind: 'public',
      action: 'create',
      entity: 'appointment',
      entityId: row.id,
      after: appointment,
    });
    // The appointment, its key, audit row and outbox rows: one statement (one round trip).
    await writeNewAppointment(tx, row, { audit, audience, professional, now, idempotency });
    return { appointment, row, replayed: false, organizationId: professional.organizationId };
  });
  if (!outcome.replayed) {
    const { id, userId } = outcome.appointment;
    await events.publish({
      type: 'appointment_created',
      organizationId: outcome.organizationId,
      userId,
      appointmentId: id,
      source: 'public',
      busy: busyOf(outcome.appointment),
    });
  }
  const { row, ...rest } = outcome;
  const appointment = {
    ...rest.appointment,
    pix: await pendingPixOf(row),
    manageToken: row.manageToken,
  };
  return { ...rest, appointment };
}
