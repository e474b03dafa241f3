import { randomUUID } from 'node:crypto';
import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { AppointmentDto, PublicBookingInput } from '@core/schemas/appointments.ts';
import { noServiceAllowed } from '@core/no-service-allowed.ts';
import type { Db } from '../../db/client.ts';
import { type EventBus, busyOf } from '../../realtime/event-bus.ts';
import { readSideBySide } from '../../db/read-side-by-side.ts';
import { auditInsert } from '../audit/audit.repository.ts';
import { readChangeAudience, withRowAudience } from '../outbox/change-audience.ts';
import {
  type BookingTarget,
  findBookingTarget,
  lockBookableUser,
  sameReads,
} from '../users/users.repository.ts';
import { applyBookingForm } from './apply-booking-form.ts';
import { assertBookableSlot, loadSlotSnapshot } from '../scheduling/assert-bookable-slot.ts';
import type { BusySource } from '../scheduling/busy-source.ts';
import { externalBusyAround } from '../scheduling/external-busy-around.ts';
import { pendingPixOf, planPixPayment } from '../payments/pix-payment.ts';
import { ensurePspCharge } from '../payments/psp/ensure-psp-charge.ts';
import type { PspDeps } from '../payments/psp/psp-deps.ts';
import { findPspSettings } from '../payments/psp/psp.repository.ts';
import { toAppointmentDto } from './appointments.repository.ts';
import { newAppointmentRow, writeNewAppointment } from './write-new-appointment.ts';
import { type Idempotency, findReplay, idempotencyOf } from './idempotency.ts';
import { publicBookingPlace } from './booking-place.ts';
import { type RunTask, runBooking } from './booking-on-database-thread.ts';
import { type BookingIntake, checkBookingIntake } from '../intake/check-booking-intake.ts';

/** The appointment's columns of its intake answers and consent. */
const storedIntake = (intake: BookingIntake | undefined) =>
  intake && {
    intakeAnswers: intake.intakeAnswers,
    privacyAcceptedAt:
      intake.privacyAcceptedAt === null ? null : new Date(intake.privacyAcceptedAt),
    privacyNoticeVersion: intake.privacyNoticeVersion,
  };

export interface BookPublicOptions {
  input: PublicBookingInput;
  idempotencyKey?: string;
  events: EventBus;
  /** The professional's other calendars (the calendar providers): their busy times fill the slots they touch. */
  busySources?: readonly BusySource[];
  /** The professional as the slot cache last read them, if it did: spares reading the target. */
  knownTarget?: BookingTarget | undefined;
  /** PGlite's thread, when the database is on one: the booking's transaction runs there. */
  runTask?: RunTask;
  /** The PSP setup of this server: an office with a PSP gets a dynamic charge (decision 085). */
  psp?: PspDeps;
  /** The intake already checked by the caller ('Qualquer profissional'); otherwise checked here. */
  intake?: BookingIntake;
  now?: number;
}

/**
 * A client books a professional without an account. The time must be a generated free slot
 * (availability, concurrency, lead time, busy times of other calendars); the professional's row is locked so
 * that concurrent bookings of one slot are decided one at a time.
 */
export async function bookPublicAppointment(
  db: Db,
  {
    input,
    idempotencyKey,
    events,
    busySources = [],
    knownTarget,
    runTask,
    psp,
    intake: checkedIntake,
    now = Date.now(),
  }: BookPublicOptions,
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
  // Known or read before the lock too: which rows the booking reads beside its lock.
  const target = knownTarget ?? (await findBookingTarget(db, input.professionalId));
  if (!target) throw new AppError('NOT_FOUND', appointmentsMessages.professionalNotFound);
  const { intake, dynamicPix } = await publicBookingTerms(db, {
    input,
    organizationId: target.organizationId,
    psp,
    intake: checkedIntake,
    now,
  });
  const decision = { input, target, idempotency, externalBusy, intake, now, dynamicPix };
  const outcome = await runBooking(db, runTask, decision, bookInTransaction);
  if (!outcome.replayed) await publishPublicBooking(events, outcome);
  // The PSP's charge is made after the commit: a slow or failing PSP holds no lock and undoes
  // nothing (decision 085); without it the answer has no Pix and the private page tries again.
  const { row: committed, ...rest } = outcome;
  const row = await ensurePspCharge(db, psp, committed, now);
  const appointment = {
    ...rest.appointment,
    pix: await pendingPixOf(row),
    manageToken: row.manageToken,
  };
  return { ...rest, appointment };
}

/**
 * What every public booking (the booking pages, a waitlist offer) settles before its
 * transaction: the office's questions and privacy notice, refused (400) before anything is
 * written (decision 084), and whether the office's PSP charges it (decision 085).
 */
export async function publicBookingTerms(
  db: Db,
  {
    input,
    organizationId,
    psp,
    intake,
    now,
  }: {
    input: Pick<PublicBookingInput, 'productId' | 'intakeAnswers' | 'privacyAccepted'>;
    organizationId: string;
    psp: PspDeps | undefined;
    intake?: BookingIntake | undefined;
    now: number;
  },
) {
  const dynamicPix = Boolean(psp?.sealKey && (await findPspSettings(db, organizationId)));
  const checked = intake ?? (await checkBookingIntake(db, { ...input, organizationId, now }));
  return { intake: checked, dynamicPix };
}

/** Tells the live screens and slot caches of a public booking, once it is committed. */
export function publishPublicBooking(
  events: EventBus,
  { appointment, organizationId }: { appointment: AppointmentDto; organizationId: string },
) {
  return events.publish({
    type: 'appointment_created',
    organizationId,
    userId: appointment.userId,
    appointmentId: appointment.id,
    source: 'public',
    busy: busyOf(appointment),
  });
}

/** What a public booking decides on, made before its transaction (plain data: it may cross threads). */
export interface BookingDecision {
  input: PublicBookingInput;
  target: BookingTarget;
  idempotency: Idempotency | undefined;
  externalBusy: Awaited<ReturnType<typeof externalBusyAround>>;
  intake?: BookingIntake;
  now: number;
  /** The office has a PSP: a priced booking waits for a dynamic charge, not a static Pix. */
  dynamicPix?: boolean;
}

/**
 * The booking's transaction: locks the professional, checks the slot and writes the appointment
 * with its audit and outbox rows; or finds the replay of its Idempotency-Key.
 */
export async function bookInTransaction(
  db: Db,
  { input, target, idempotency, externalBusy, intake, now, dynamicPix }: BookingDecision,
) {
  return db.transaction(async (tx) => {
    const { professional, earlier, snapshot, audience } = await lockAndRead(tx, target, {
      start: input.startTime,
      idempotency,
    });
    if (earlier) {
      return {
        appointment: toAppointmentDto(earlier),
        row: earlier,
        replayed: true,
        organizationId: professional.organizationId,
      };
    }
    const fields = applyBookingForm(input, professional.bookingForm);
    // A professional with services is booked for one of them, unless they allow none (issue 32).
    if (!fields.productId && !noServiceAllowed(professional.bookingForm, snapshot.products.size)) {
      const message = appointmentsMessages.serviceRequired;
      throw new AppError('VALIDATION', message, { productId: message });
    }
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
    const payment = planPixPayment({ professional, product, appointmentId: id, now, dynamicPix });
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
      ...storedIntake(intake),
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
}

/**
 * Locks the professional and reads what the booking decides on (the replay of its key, the day's
 * schedule, who hears of it), sent together: one trip to PGlite's thread, which runs them in
 * order, so the reads still follow the lock (on PostgreSQL they run one after another). They were
 * made for `target`, read before the lock; should the locked row now read other rows (its zone,
 * office or holidays changed meanwhile), they are read again.
 */
export async function lockAndRead(
  tx: Db,
  target: BookingTarget,
  { start, idempotency }: { start: Date; idempotency: Idempotency | undefined },
) {
  const [professional, earlier, read, beforeLock] = await readSideBySide(tx, [
    () => lockBookableUser(tx, target.id),
    async () => (idempotency ? findReplay(tx, idempotency) : undefined),
    () => loadSlotSnapshot(tx, target, { start }),
    () => readChangeAudience(tx, target, { rowLater: true }),
  ] as const);
  if (!professional) throw new AppError('NOT_FOUND', appointmentsMessages.professionalNotFound);
  const fresh = sameReads(target, professional);
  const snapshot = fresh
    ? { ...read, professional }
    : await loadSlotSnapshot(tx, professional, { start });
  const audience = fresh
    ? await withRowAudience(tx, beforeLock, professional)
    : await readChangeAudience(tx, professional);
  return { professional, earlier, snapshot, audience };
}
