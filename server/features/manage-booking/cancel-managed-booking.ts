import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { deleteAppointmentRow, toAppointmentDto } from '../appointments/appointments.repository.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { recordAppointmentChange } from '../outbox/record-appointment-change.ts';
import { assertNotStarted, findManagedBooking } from './find-managed-booking.ts';

export interface CancelManagedOptions {
  token: string;
  events: EventBus;
  now?: number;
}

/**
 * The client cancels their own appointment through the private link, until it starts. Like a
 * staff deletion, the row goes for good; the audit log and the cancellation e-mails keep it.
 */
export async function cancelManagedBooking(
  db: Db,
  { token, events, now = Date.now() }: CancelManagedOptions,
): Promise<void> {
  const { appointment, professional } = await db.transaction(async (tx) => {
    const found = await findManagedBooking(tx, token);
    assertNotStarted(found, now);
    const { appointment } = found;
    // The cancellation is written first; its rows keep their payload when the appointment goes.
    await recordAppointmentChange(tx, {
      event: 'appointment.cancelled',
      appointment,
      professional: found.professional,
      now,
    });
    await deleteAppointmentRow(tx, appointment.id);
    await recordAudit(tx, {
      organizationId: appointment.organizationId,
      actorUserId: null,
      actorKind: 'public',
      action: 'delete',
      entity: 'appointment',
      entityId: appointment.id,
      before: toAppointmentDto(appointment),
    });
    return found;
  });
  await events.publish({
    type: 'appointment_deleted',
    organizationId: appointment.organizationId,
    userId: professional.id,
    appointmentId: appointment.id,
    source: 'public',
    busy: null,
  });
}
