import { isAnonymizedEmail } from '@core/anonymized-client.ts';
import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { UpdateAppointmentInput } from '@core/schemas/appointments.ts';
import { definedFields } from '@core/defined-fields.ts';
import type { Db } from '../../db/client.ts';
import { type EventBus, busyOf } from '../../realtime/event-bus.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import { type Actor, changeOrigin } from '../../kernel/actor.ts';
import {
  bookingPlaceOf,
  colleagueRowOf,
  findVisibleProduct,
} from '../products/products.repository.ts';
import { resolveTargetUserId } from '../users/resolve-target-user.ts';
import { findBookableUser, findUserById, lockUserRow } from '../users/users.repository.ts';
import { calendarRemovalRow } from '../outbox/channels/calendar/calendar-sync-row.ts';
import {
  type AvailabilityGuard,
  assertWithinAvailability,
  auditedGuard,
} from '../scheduling/assert-within-availability.ts';
import { assertCapacity, keepsBuffer } from '../scheduling/capacity.ts';
import type { SnapshotSource } from '../outbox/notification-payload.ts';
import { recordAppointmentChange } from '../outbox/record-appointment-change.ts';
import { markSeriesChanged } from './series-following.ts';
import { insertWebhookLogs } from '../outbox/webhook-logs.repository.ts';
import { toAppointmentDto, updateAppointmentRow } from './appointments.repository.ts';
import { noExternalEvent } from '../calendars/external-event.ts';
import { assertSaneTimes } from './create-appointment.ts';
import { findVisibleAppointment } from './find-visible-appointment.ts';

export interface UpdateAppointmentOptions {
  actor: Actor;
  id: string;
  input: UpdateAppointmentInput;
  events: EventBus;
  /** REST API and MCP: refuse moving to a past or out-of-hours start unless allowed. */
  availabilityGuard?: AvailabilityGuard;
  now?: number;
}

/** The previous professional's calendar event goes away with the appointment. */
async function leavePreviousCalendar(
  db: Db,
  current: SnapshotSource & { userId: string },
  now: number,
): Promise<void> {
  const previous = await findUserById(db, current.userId);
  if (!previous) return;
  const row = await calendarRemovalRow(db, previous, current, now);
  if (row) await insertWebhookLogs(db, [row]);
}

/** A real e-mail typed on an anonymized appointment makes it a client's again (retention applies). */
function reidentified(current: { clientAnonymizedAt: Date | null }, email: string | undefined) {
  const real = email !== undefined && !isAnonymizedEmail(email);
  return current.clientAnonymizedAt && real ? { clientAnonymizedAt: null } : {};
}

/**
 * Moves (a new start keeps the duration unless an end is given), reassigns (admin) or edits the
 * client's data. A new time or professional is re-checked for capacity under the lock.
 */
export async function updateAppointment(
  db: Db,
  { actor, id, input, events, availabilityGuard, now = Date.now() }: UpdateAppointmentOptions,
) {
  const current = await findVisibleAppointment(db, actor, id);
  const userId = input.userId ? await resolveTargetUserId(db, actor, input.userId) : current.userId;
  const duration = current.endTime.getTime() - current.startTime.getTime();
  const start = input.startTime ?? current.startTime;
  const end =
    input.endTime ?? (input.startTime ? new Date(start.getTime() + duration) : current.endTime);
  assertSaneTimes(start, end);
  const moved =
    start.getTime() !== current.startTime.getTime() || end.getTime() !== current.endTime.getTime();
  const reassigned = userId !== current.userId;
  const { userId: _ignored, startTime: _s, endTime: _e, productId, ...clientFields } = input;
  const product = productId ? await findVisibleProduct(db, actor, productId) : undefined;
  if (productId && product?.userId !== userId) {
    throw new AppError('NOT_FOUND', appointmentsMessages.productNotFound);
  }
  const productFields =
    productId === undefined
      ? {}
      : { productId: product?.id ?? null, productName: product?.name ?? null };
  const after = await db.transaction(async (tx) => {
    const rescheduled = moved || reassigned;
    if (rescheduled) await lockUserRow(tx, userId);
    const professional = await (rescheduled ? findBookableUser : findUserById)(tx, userId);
    if (!professional) throw new AppError('NOT_FOUND', appointmentsMessages.professionalNotFound);
    const slot = { start, end, exceptId: id, now };
    const unusual =
      rescheduled && availabilityGuard
        ? await assertWithinAvailability(tx, professional, { ...slot, guard: availabilityGuard })
        : [];
    if (rescheduled) {
      await assertCapacity(tx, professional, {
        ...slot,
        keepBuffer: keepsBuffer(availabilityGuard),
      });
    }
    const origin = changeOrigin(actor);
    if (reassigned && !origin) await leavePreviousCalendar(tx, current, now);
    // Handed over, an office service's appointment takes the colleague's row of it (decision 082).
    const theirs =
      reassigned && productId === undefined
        ? await colleagueRowOf(tx, current.productId, userId)
        : undefined;
    const keptProductId = theirs?.id ?? current.productId;
    // Another service or professional: the place is theirs now (an address, a Meet, ...).
    const place =
      productId !== undefined || reassigned
        ? await bookingPlaceOf(
            tx,
            userId,
            productId === undefined ? keptProductId : (product?.id ?? null),
          )
        : {};
    const row = await updateAppointmentRow(tx, id, {
      ...definedFields(clientFields),
      ...reidentified(current, clientFields.clientEmail),
      ...productFields,
      ...(theirs ? { productId: theirs.id, productName: theirs.name } : {}),
      ...place,
      userId,
      startTime: start,
      endTime: end,
      // The new professional's calendar gets an event (and a Meet link) of its own.
      ...(reassigned ? { ...noExternalEvent, meetLink: null } : {}),
    });
    const dto = toAppointmentDto(row);
    await recordAudit(tx, {
      ...auditedBy(actor),
      action: moved ? 'move' : 'update',
      entity: 'appointment',
      entityId: id,
      before: toAppointmentDto(current),
      after: { ...dto, ...(rescheduled ? auditedGuard(availabilityGuard, unusual) : {}) },
    });
    // A moved occurrence leaves its series' RRULE (decision 074).
    if (moved) await markSeriesChanged(tx, current.seriesId);
    await recordAppointmentChange(tx, {
      event: 'appointment.updated',
      appointment: row,
      professional,
      rescheduled,
      origin,
      previous: current,
      now,
    });
    return dto;
  });
  const event = {
    type: 'appointment_updated' as const,
    organizationId: actor.organizationId,
    appointmentId: id,
  };
  await events.publish({ ...event, userId, busy: busyOf(after) });
  if (reassigned) await events.publish({ ...event, userId: current.userId, busy: null });
  return after;
}
