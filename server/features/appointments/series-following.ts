import { and, asc, eq, gte } from 'drizzle-orm';
import { AppError } from '@core/app-error.ts';
import { appointmentsMessages, seriesMessages } from '@core/messages.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import type { Db } from '../../db/client.ts';
import { appointmentSeries, appointments } from '../../db/schema.ts';
import { type Actor, changeOrigin } from '../../kernel/actor.ts';
import { type EventBus, busyOf } from '../../realtime/event-bus.ts';
import { auditChange } from '../audit/audit-change.ts';
import { recordAppointmentChange } from '../outbox/record-appointment-change.ts';
import { assertCapacity } from '../scheduling/capacity.ts';
import { lockUserForBooking } from '../users/users.repository.ts';
import {
  deleteAppointmentRow,
  toAppointmentDto,
  updateAppointmentRow,
} from './appointments.repository.ts';
import { findVisibleAppointment } from './find-visible-appointment.ts';

/** A series was changed by hand: its occurrences' .ics no longer carry its RRULE. */
export async function markSeriesChanged(db: Db, seriesId: string | null): Promise<void> {
  if (!seriesId) return;
  await db
    .update(appointmentSeries)
    .set({ intact: false })
    .where(eq(appointmentSeries.id, seriesId));
}

/** The occurrence and those after it in its series, in order; refused when it is in none. */
async function thisAndFollowing(tx: Db, occurrence: { seriesId: string | null; startTime: Date }) {
  if (!occurrence.seriesId) {
    throw new AppError('VALIDATION', seriesMessages.notInSeries);
  }
  return tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, occurrence.seriesId),
        gte(appointments.startTime, occurrence.startTime),
      ),
    )
    .orderBy(asc(appointments.startTime));
}

/**
 * What 'Este e os seguintes' would move or cancel: the occurrence and the later ones of its series,
 * as they are now (the screen asks about their new times before moving them).
 */
export async function listFollowing(
  db: Db,
  { actor, id }: { actor: Actor; id: string },
): Promise<AppointmentDto[]> {
  const current = await findVisibleAppointment(db, actor, id);
  return (await thisAndFollowing(db, current)).map(toAppointmentDto);
}

/**
 * 'Este e os seguintes': moves the occurrence to `startTime` and each later one of its series by
 * the same delta, in one transaction under the professional's lock. Every moved occurrence is
 * checked as a staff move is (capacity and blocks), against the agenda as it will be: a taken
 * one refuses them all, naming it.
 */
export async function moveFollowing(
  db: Db,
  {
    actor,
    id,
    startTime,
    events,
    now = Date.now(),
  }: { actor: Actor; id: string; startTime: Date; events: EventBus; now?: number },
): Promise<AppointmentDto[]> {
  const current = await findVisibleAppointment(db, actor, id);
  const delta = startTime.getTime() - current.startTime.getTime();
  const moved = await db.transaction(async (tx) => {
    const locked = await lockUserForBooking(tx, current.userId);
    if (!locked) throw new AppError('NOT_FOUND', appointmentsMessages.professionalNotFound);
    const professional = locked.user;
    const rows = await thisAndFollowing(tx, current);
    const updated = [];
    for (const row of rows) {
      updated.push(
        await updateAppointmentRow(tx, row.id, {
          startTime: new Date(row.startTime.getTime() + delta),
          endTime: new Date(row.endTime.getTime() + delta),
        }),
      );
    }
    // Checked once all have moved: an occurrence may go where a later one of the series was.
    for (const row of updated) {
      await assertCapacity(tx, professional, {
        start: row.startTime,
        end: row.endTime,
        exceptId: row.id,
        now,
      });
    }
    const origin = changeOrigin(actor);
    for (const [index, row] of updated.entries()) {
      const before = rows[index]!;
      await auditChange(tx, actor, {
        entity: 'appointment',
        entityId: row.id,
        before: toAppointmentDto(before),
        after: toAppointmentDto(row),
      });
      await recordAppointmentChange(tx, {
        event: 'appointment.updated',
        appointment: row,
        professional,
        rescheduled: delta !== 0,
        origin,
        previous: before,
        now,
      });
    }
    await markSeriesChanged(tx, current.seriesId);
    return updated.map(toAppointmentDto);
  });
  for (const appointment of moved) {
    await events.publish({
      type: 'appointment_updated',
      organizationId: actor.organizationId,
      appointmentId: appointment.id,
      userId: current.userId,
      busy: busyOf(appointment),
    });
  }
  return moved;
}

/** 'Este e os seguintes': cancels the occurrence and every later one of its series at once. */
export async function cancelFollowing(
  db: Db,
  { actor, id, events }: { actor: Actor; id: string; events: EventBus },
): Promise<number> {
  const current = await findVisibleAppointment(db, actor, id);
  const cancelled = await db.transaction(async (tx) => {
    const locked = await lockUserForBooking(tx, current.userId);
    const rows = await thisAndFollowing(tx, current);
    const origin = changeOrigin(actor);
    for (const row of rows) {
      if (locked) {
        await recordAppointmentChange(tx, {
          event: 'appointment.cancelled',
          appointment: row,
          professional: locked.user,
          origin,
        });
      }
      await deleteAppointmentRow(tx, row.id);
      await auditChange(tx, actor, {
        entity: 'appointment',
        entityId: row.id,
        before: toAppointmentDto(row),
      });
    }
    await markSeriesChanged(tx, current.seriesId);
    return rows.map((row) => row.id);
  });
  for (const appointmentId of cancelled) {
    await events.publish({
      type: 'appointment_deleted',
      organizationId: actor.organizationId,
      userId: current.userId,
      appointmentId,
      busy: null,
    });
  }
  return cancelled.length;
}
