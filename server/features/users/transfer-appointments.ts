import { and, asc, eq, gt } from 'drizzle-orm';
import { AppError } from '@core/app-error.ts';
import { usersMessages } from '@core/messages.ts';
import { formatDateTimeIn } from '@core/scheduling/format-instant.ts';
import type {
  TransferAppointmentsDto,
  TransferAppointmentsInput,
  TransferredAppointmentDto,
} from '@core/schemas/hand-over.ts';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import type { Actor } from '../../kernel/actor.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import { toAppointmentDto, updateAppointmentRow } from '../appointments/appointments.repository.ts';
import { listUserAvailability } from '../availability/availability.repository.ts';
import { noExternalEvent } from '../calendars/external-event.ts';
import { calendarRemovalRow } from '../outbox/channels/calendar/calendar-sync-row.ts';
import { recordAppointmentChange } from '../outbox/record-appointment-change.ts';
import { insertWebhookLogs } from '../outbox/webhook-logs.repository.ts';
import { bookingPlaceOf, colleagueRowOf } from '../products/products.repository.ts';
import { assertWithinAvailability } from '../scheduling/assert-within-availability.ts';
import { assertCapacity } from '../scheduling/capacity.ts';
import { findBookableUser, findOrganizationUser, lockUserRow } from './users.repository.ts';

type AppointmentRow = typeof appointments.$inferSelect;
type Professional = NonNullable<Awaited<ReturnType<typeof findBookableUser>>>;

export interface TransferAppointmentsOptions {
  actor: Actor;
  userId: string;
  input: TransferAppointmentsInput;
  events: EventBus;
  now?: number;
}

/** A preview ran the whole transfer and is rolled back with its answer. */
class PreviewDone extends Error {
  constructor(readonly result: TransferAppointmentsDto) {
    super('preview');
  }
}

/** The professional's appointments that start after `now`, locked, earliest first. */
function lockFutureAppointments(tx: Db, userId: string, now: number) {
  return tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.userId, userId), gt(appointments.startTime, new Date(now))))
    .orderBy(asc(appointments.startTime))
    .for('update');
}

/** Why the colleague cannot take `row` at its time (the checks of a staff move), or null. */
async function clashOf(
  tx: Db,
  target: Professional,
  row: AppointmentRow,
  context: { now: number; windows: Awaited<ReturnType<typeof listUserAvailability>> },
): Promise<string | null> {
  const slot = { start: row.startTime, end: row.endTime, now: context.now };
  try {
    const guard = { allowOutside: false };
    await assertWithinAvailability(tx, target, { ...slot, guard, windows: context.windows });
    await assertCapacity(tx, target, { ...slot, windows: context.windows });
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

/** Hands one appointment to the colleague, as a reassignment does: place, calendars, outbox, audit. */
async function handOver(
  tx: Db,
  {
    actor,
    source,
    target,
    row,
    now,
  }: {
    actor: Actor;
    source: Professional;
    target: Professional;
    row: AppointmentRow;
    now: number;
  },
) {
  const removal = await calendarRemovalRow(tx, source, row, now);
  if (removal) await insertWebhookLogs(tx, [removal]);
  // An office service's appointment takes the colleague's own row of it (decision 082).
  const theirs = await colleagueRowOf(tx, row.productId, target.id);
  const productId = theirs?.id ?? row.productId;
  const place = await bookingPlaceOf(tx, target.id, productId);
  const moved = await updateAppointmentRow(tx, row.id, {
    ...place,
    ...(theirs ? { productId: theirs.id, productName: theirs.name } : {}),
    ...noExternalEvent,
    meetLink: null,
    userId: target.id,
  });
  await recordAudit(tx, {
    ...auditedBy(actor),
    action: 'update',
    entity: 'appointment',
    entityId: row.id,
    before: toAppointmentDto(row),
    after: { ...toAppointmentDto(moved), transferredFrom: source.id },
  });
  // The client hears of it as of any change of professional: one e-mail for the appointment.
  await recordAppointmentChange(tx, {
    event: 'appointment.updated',
    appointment: moved,
    professional: target,
    rescheduled: true,
    previous: row,
    now,
  });
}

/**
 * 'Transferir agendamentos': the professional's future appointments go to a colleague of the
 * office who is free at each one's time (inside working hours, not blocked, not full: checked
 * under both professionals' row locks, as every move is); the others stay and are named with
 * why. One transaction: all of it is written, or nothing. A preview runs the same and rolls back.
 */
export async function transferAppointments(
  db: Db,
  { actor, userId, input, events, now = Date.now() }: TransferAppointmentsOptions,
): Promise<TransferAppointmentsDto> {
  const { toUserId, dryRun } = input;
  const from = await findOrganizationUser(db, actor.organizationId, userId);
  if (!from) throw new AppError('NOT_FOUND', usersMessages.notFound);
  if (toUserId === userId) {
    throw new AppError('VALIDATION', usersMessages.transferToSelf, {
      toUserId: usersMessages.transferToSelf,
    });
  }
  const to = await findOrganizationUser(db, actor.organizationId, toUserId);
  if (!to?.isActive) {
    throw new AppError('VALIDATION', usersMessages.transferTargetUnavailable, {
      toUserId: usersMessages.transferTargetUnavailable,
    });
  }
  let result: TransferAppointmentsDto;
  try {
    result = await db.transaction(async (tx) => {
      // Both rows, always in the same order: two transfers between the same pair cannot deadlock.
      for (const id of [userId, toUserId].sort()) await lockUserRow(tx, id);
      const target = await findBookableUser(tx, toUserId);
      if (!target) throw new AppError('VALIDATION', usersMessages.transferTargetUnavailable);
      const source = (await findOrganizationUser(tx, actor.organizationId, userId))!;
      const windows = await listUserAvailability(tx, target.id);
      const moved: TransferredAppointmentDto[] = [];
      const clashes: TransferAppointmentsDto['clashes'] = [];
      for (const row of await lockFutureAppointments(tx, userId, now)) {
        const item = {
          appointmentId: row.id,
          clientName: row.clientName,
          startTime: row.startTime.toISOString(),
          when: formatDateTimeIn(row.startTime.getTime(), source.timezone).replace(' às ', ' '),
        };
        const reason = await clashOf(tx, target, row, { now, windows });
        if (reason) {
          clashes.push({ ...item, reason });
          continue;
        }
        await handOver(tx, { actor, source, target, row, now });
        moved.push(item);
      }
      await recordAudit(tx, {
        ...auditedBy(actor),
        action: 'update',
        entity: 'user',
        entityId: userId,
        after: {
          transferredTo: toUserId,
          moved: moved.map((item) => item.appointmentId),
          clashes: clashes.map((item) => item.appointmentId),
        },
      });
      const answer = { dryRun, toUserId, moved, clashes };
      if (dryRun) throw new PreviewDone(answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.result;
    throw error;
  }
  // Both agendas changed: slot caches and open screens of either read them again.
  if (result.moved.length) {
    await scheduleChanged(events, actor.organizationId, userId);
    await scheduleChanged(events, actor.organizationId, toUserId);
  }
  return result;
}
