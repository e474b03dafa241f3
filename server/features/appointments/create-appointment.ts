import { AppError } from '@core/app-error.ts';
import { DEFAULT_APPOINTMENT_DURATION_MINUTES } from '@core/constants.ts';
import { appointmentsMessages } from '@core/messages.ts';
import {
  type CreateAppointmentInput,
  MAX_APPOINTMENT_MINUTES,
} from '@core/schemas/appointments.ts';
import type { Db } from '../../db/client.ts';
import { type EventBus, busyOf } from '../../realtime/event-bus.ts';
import { readSideBySide } from '../../db/read-side-by-side.ts';
import { auditChangeInsert } from '../audit/audit-change.ts';
import { readChangeAudience } from '../outbox/change-audience.ts';
import type { Actor } from '../../kernel/actor.ts';
import { bookingPlaceOf, findVisibleProduct } from '../products/products.repository.ts';
import { resolveTargetUserId } from '../users/resolve-target-user.ts';
import { lockUserForBooking } from '../users/users.repository.ts';
import { toAppointmentDto } from './appointments.repository.ts';
import { newAppointmentRow, writeNewAppointment } from './write-new-appointment.ts';
import { findReplay, idempotencyOf } from './idempotency.ts';
import {
  type AvailabilityGuard,
  assertWithinAvailability,
  auditedGuard,
} from '../scheduling/assert-within-availability.ts';
import { assertCapacity, keepsBuffer } from '../scheduling/capacity.ts';
import { assertWithinBookingWindow } from '../scheduling/booking-window-refusal.ts';
import { listUserAvailability } from '../availability/availability.repository.ts';
import { slotLengthAt } from '@core/scheduling/slot-length.ts';

/** Refuses an end not after the start, or a booking longer than a day. */
export function assertSaneTimes(start: Date, end: Date): void {
  if (end <= start) {
    throw new AppError('VALIDATION', appointmentsMessages.endBeforeStart, {
      endTime: appointmentsMessages.endBeforeStart,
    });
  }
  if (end.getTime() - start.getTime() > MAX_APPOINTMENT_MINUTES * 60_000) {
    throw new AppError('VALIDATION', appointmentsMessages.tooLong, {
      endTime: appointmentsMessages.tooLong,
    });
  }
}

/** Where a staff-side booking came from: the screens, the REST API or an AI assistant (MCP). */
function sourceOf(actor: Actor) {
  return actor.via === 'api' || actor.via === 'mcp' ? actor.via : 'manual';
}

/** The row of an appointment staff book: the client, the service and its place, the times. */
export function staffAppointmentRow({
  actor,
  userId,
  input,
  product,
  place,
  start,
  end,
}: {
  actor: Actor;
  userId: string;
  input: Pick<
    CreateAppointmentInput,
    'clientName' | 'clientEmail' | 'clientPhone' | 'notes' | 'color'
  >;
  product: { id: string; name: string } | null | undefined;
  place: Awaited<ReturnType<typeof bookingPlaceOf>>;
  start: Date;
  end: Date;
}) {
  return newAppointmentRow({
    ...place,
    organizationId: actor.organizationId,
    userId,
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    clientPhone: input.clientPhone,
    notes: input.notes ?? null,
    productId: product?.id ?? null,
    productName: product?.name ?? null,
    color: input.color ?? null,
    startTime: start,
    endTime: end,
    source: sourceOf(actor),
  });
}

export interface CreateAppointmentOptions {
  actor: Actor;
  input: CreateAppointmentInput;
  idempotencyKey?: string;
  events: EventBus;
  /** REST API and MCP: refuse a past or out-of-hours start unless allowed (the screens ask). */
  availabilityGuard?: AvailabilityGuard;
  now?: number;
}

/** Staff book for a professional (a professional only for themselves), within capacity. */
export async function createAppointment(
  db: Db,
  {
    actor,
    input,
    idempotencyKey,
    events,
    availabilityGuard,
    now = Date.now(),
  }: CreateAppointmentOptions,
) {
  const userId = await resolveTargetUserId(db, actor, input.userId);
  const product = input.productId
    ? await findVisibleProduct(db, actor, input.productId)
    : undefined;
  if (input.productId && (!product || product.userId !== userId)) {
    throw new AppError('NOT_FOUND', appointmentsMessages.productNotFound);
  }
  const start = input.startTime;
  const minutes = input.duration ?? product?.duration;
  // Without an end, a duration or a service, the booking takes its slot's length (read under
  // the lock, from the weekly hours): a listed 30-minute slot booked by its start is 30 minutes.
  const givenEnd =
    input.endTime ??
    (minutes === undefined ? undefined : new Date(start.getTime() + minutes * 60_000));
  if (givenEnd) assertSaneTimes(start, givenEnd);
  const scope = `user:${actor.userId}`;
  // The caller is the user, or the integration token acting for them (REST API, MCP).
  const caller = actor.via === 'api' || actor.via === 'mcp' ? `token:${actor.sessionId}` : scope;
  const idempotency = idempotencyOf(scope, idempotencyKey, { caller, body: input });
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockUserForBooking(tx, userId);
    // A booking that names only its start needs the weekly hours for its length (REST API and
    // MCP callers may; the screens send a duration): given to the capacity check, which reads
    // them otherwise.
    const windows = givenEnd ? undefined : await listUserAvailability(tx, userId);
    if (idempotency) {
      const earlier = await findReplay(tx, idempotency);
      if (earlier) return { appointment: toAppointmentDto(earlier), replayed: true };
    }
    if (!locked?.bookable) {
      throw new AppError('NOT_FOUND', appointmentsMessages.professionalNotFound);
    }
    const professional = locked.user;
    const slotMinutes = windows && slotLengthAt(windows, professional.timezone, start);
    const end =
      givenEnd ??
      new Date(start.getTime() + (slotMinutes ?? DEFAULT_APPOINTMENT_DURATION_MINUTES) * 60_000);
    const slot = { start, end, now };
    const unusual = availabilityGuard
      ? await assertWithinAvailability(tx, professional, {
          ...slot,
          guard: availabilityGuard,
          windows,
        })
      : [];
    // REST API and MCP book for clients: their booking window holds (decision 070).
    if (availabilityGuard && !availabilityGuard.allowOutside) {
      await assertWithinBookingWindow(tx, professional, { ...slot, product });
    }
    // The capacity check, where it happens and who hears of it, read together (one round trip
    // on PGlite); a full slot's refusal is thrown once every read has come back.
    const [full, place, audience] = await readSideBySide(tx, [
      () =>
        assertCapacity(tx, professional, {
          ...slot,
          keepBuffer: keepsBuffer(availabilityGuard),
          windows,
        }).then(
          () => undefined,
          (refusal: unknown) => ({ refusal }),
        ),
      () => bookingPlaceOf(tx, userId, product?.id ?? null),
      () => readChangeAudience(tx, professional),
    ] as const);
    if (full) throw full.refusal;
    const row = staffAppointmentRow({ actor, userId, input, product, place, start, end });
    const appointment = toAppointmentDto(row);
    const audit = auditChangeInsert(tx, actor, {
      entity: 'appointment',
      entityId: row.id,
      after: { ...appointment, ...auditedGuard(availabilityGuard, unusual) },
    });
    // The appointment, its key, audit row and outbox rows: one statement (one round trip).
    await writeNewAppointment(tx, row, { audit, audience, professional, now, idempotency });
    return { appointment, replayed: false };
  });
  if (!outcome.replayed) {
    await events.publish({
      type: 'appointment_created',
      organizationId: actor.organizationId,
      userId,
      appointmentId: outcome.appointment.id,
      source: sourceOf(actor),
      busy: busyOf(outcome.appointment),
    });
  }
  return outcome;
}
