import { AppError } from '@core/app-error.ts';
import { appointmentStatusMessages as m, usersMessages } from '@core/messages.ts';
import type { DayAttendanceDto, DayAttendanceInput } from '@core/schemas/appointment-status.ts';
import { addDays, zonedDayStart as dayStart } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import { type EventBus, busyOf } from '../../realtime/event-bus.ts';
import type { Actor } from '../../kernel/actor.ts';
import { updateAppointmentRow } from '../appointments/appointments.repository.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import { recordAppointmentChange } from '../outbox/record-appointment-change.ts';
import { resolveTargetUserId } from '../users/resolve-target-user.ts';
import { findUserById } from '../users/users.repository.ts';
import { lockUnmarkedAppointments } from './appointment-status.repository.ts';
import { statusEvent } from './status-transition.ts';

export interface MarkDayOptions {
  actor: Actor;
  input: DayAttendanceInput;
  events: EventBus;
  now?: number;
}

/**
 * 'Marcar presença do dia' (decision 083): every appointment of one professional's day (their
 * zone) that has started and is not yet marked gets the status, in one transaction; those marked
 * before keep theirs. Staff name any professional, a professional only themself.
 */
export async function markDayAttendance(
  db: Db,
  { actor, input, events, now = Date.now() }: MarkDayOptions,
): Promise<DayAttendanceDto> {
  const userId = await resolveTargetUserId(db, actor, input.professionalId);
  const professional = await findUserById(db, userId);
  if (!professional) throw new AppError('NOT_FOUND', usersMessages.notFound);
  const from = dayStart(input.date, professional.timezone);
  if (from.getTime() > now) throw new AppError('VALIDATION', m.dayNotPast);
  const to = dayStart(addDays(input.date, 1), professional.timezone);
  const at = new Date(now);
  const marked = await db.transaction(async (tx) => {
    const rows = await lockUnmarkedAppointments(tx, userId, from, to);
    const started = rows.filter((row) => row.startTime.getTime() <= now);
    const changed = [];
    for (const current of started) {
      const row = await updateAppointmentRow(tx, current.id, {
        status: input.status,
        statusChangedAt: at,
      });
      await recordAudit(tx, {
        ...auditedBy(actor),
        action: 'update',
        entity: 'appointment',
        entityId: row.id,
        before: { status: current.status },
        after: { status: input.status },
      });
      await recordAppointmentChange(tx, {
        event: statusEvent(input.status),
        appointment: row,
        professional,
        now,
      });
      changed.push(row);
    }
    return changed;
  });
  for (const row of marked) {
    await events.publish({
      type: 'appointment_updated',
      organizationId: actor.organizationId,
      userId,
      appointmentId: row.id,
      busy: busyOf(row),
    });
  }
  return { marked: marked.length };
}
