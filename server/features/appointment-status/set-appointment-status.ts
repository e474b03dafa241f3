import { AppError } from '@core/app-error.ts';
import { runsOfficeAgenda } from '@core/constants.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import type { SettableStatus } from '@core/schemas/appointment-status.ts';
import type { Db } from '../../db/client.ts';
import { type EventBus, busyOf } from '../../realtime/event-bus.ts';
import type { Actor } from '../../kernel/actor.ts';
import { toAppointmentDto, updateAppointmentRow } from '../appointments/appointments.repository.ts';
import { type AuditEntry, recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import { recordAppointmentChange } from '../outbox/record-appointment-change.ts';
import { findUserById } from '../users/users.repository.ts';
import { lockAppointment } from './appointment-status.repository.ts';
import { assertTransition, statusEvent } from './status-transition.ts';

/**
 * Who changes a status: staff (a session, a REST or MCP token), or the client themself (their
 * one-tap confirmation by e-mail or WhatsApp, a later task), who only confirms.
 */
export type StatusActor =
  { kind: 'staff'; actor: Actor } | { kind: 'client'; organizationId: string };

export interface SetStatusOptions {
  by: StatusActor;
  id: string;
  status: SettableStatus;
  events: EventBus;
  now?: number;
}

const organizationOf = (by: StatusActor) =>
  by.kind === 'staff' ? by.actor.organizationId : by.organizationId;

function auditActor(
  by: StatusActor,
): Pick<AuditEntry, 'organizationId' | 'actorUserId' | 'actorKind'> {
  if (by.kind === 'staff') return auditedBy(by.actor);
  return { organizationId: by.organizationId, actorUserId: null, actorKind: 'public' };
}

/** Staff see any appointment of the office's agenda, a professional only their own. */
function mayChange(by: StatusActor, row: { userId: string }): boolean {
  if (by.kind === 'client') return true;
  return runsOfficeAgenda(by.actor.role) || row.userId === by.actor.userId;
}

/**
 * Changes one appointment's status (decision 083) inside a transaction that locks its row, so it
 * waits for (or loses to) a cancellation: the audit, the outbox rows (webhook event, no message
 * to anyone) and then the live update. The same status again is answered as it is, with no event.
 */
export async function setAppointmentStatus(
  db: Db,
  { by, id, status, events, now = Date.now() }: SetStatusOptions,
): Promise<AppointmentDto> {
  const result = await db.transaction(async (tx) => {
    const current = await lockAppointment(tx, organizationOf(by), id);
    if (!current || !mayChange(by, current)) {
      throw new AppError('NOT_FOUND', appointmentsMessages.notFound);
    }
    if (current.status === status) return { dto: toAppointmentDto(current), changed: false };
    assertTransition(current.status, status, current.startTime, now);
    const at = new Date(now);
    const row = await updateAppointmentRow(tx, id, {
      status,
      statusChangedAt: at,
      ...(status === 'confirmed' ? { confirmedAt: at } : {}),
    });
    const professional = await findUserById(tx, row.userId);
    if (!professional) throw new AppError('NOT_FOUND', appointmentsMessages.professionalNotFound);
    const dto = toAppointmentDto(row);
    await recordAudit(tx, {
      ...auditActor(by),
      action: 'update',
      entity: 'appointment',
      entityId: id,
      before: { status: current.status },
      after: { status },
    });
    await recordAppointmentChange(tx, {
      event: statusEvent(status),
      appointment: row,
      professional,
      now,
    });
    return { dto, changed: true };
  });
  if (result.changed) {
    await events.publish({
      type: 'appointment_updated',
      organizationId: organizationOf(by),
      userId: result.dto.userId,
      appointmentId: id,
      busy: busyOf(result.dto),
    });
  }
  return result.dto;
}

/**
 * Confirms an appointment ('Confirmado'): staff now; the client's one-tap reply later calls it
 * with `{ kind: 'client', organizationId }` once their private link or message named it.
 */
export function confirmAppointment(
  db: Db,
  options: Omit<SetStatusOptions, 'status'>,
): Promise<AppointmentDto> {
  return setAppointmentStatus(db, { ...options, status: 'confirmed' });
}

/** Marks 'Compareceu' or 'Faltou' (staff only, once the appointment has started). */
export function markAttendance(
  db: Db,
  options: Omit<SetStatusOptions, 'by' | 'status'> & {
    actor: Actor;
    status: 'attended' | 'no_show';
  },
): Promise<AppointmentDto> {
  const { actor, ...rest } = options;
  return setAppointmentStatus(db, { ...rest, by: { kind: 'staff', actor } });
}
