import { eq } from 'drizzle-orm';
import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { auditChange } from '../audit/audit-change.ts';
import { findUserById } from '../users/users.repository.ts';
import { recordAppointmentChange } from '../outbox/record-appointment-change.ts';
import { type Actor, changeOrigin } from '../../kernel/actor.ts';
import { deleteAppointmentRow, toAppointmentDto } from './appointments.repository.ts';
import { findVisibleAppointment } from './find-visible-appointment.ts';
import { markSeriesChanged } from './series-following.ts';

/** Deletes an appointment for good; the audit log keeps what it was. */
export async function deleteAppointment(
  db: Db,
  {
    actor,
    id,
    events,
    onlyWhilePaymentPending = false,
  }: {
    actor: Actor;
    id: string;
    events: EventBus;
    /** Releasing an unpaid Pix hold: refused (and nothing written) once it is no longer pending. */
    onlyWhilePaymentPending?: boolean;
  },
) {
  const current = await findVisibleAppointment(db, actor, id);
  await db.transaction(async (tx) => {
    if (onlyWhilePaymentPending) {
      const [row] = await tx
        .select({ paymentStatus: appointments.paymentStatus })
        .from(appointments)
        .where(eq(appointments.id, id))
        .for('update');
      if (row?.paymentStatus !== 'pending') {
        throw new AppError('CONFLICT', appointmentsMessages.notFound);
      }
    }
    const professional = await findUserById(tx, current.userId);
    // The cancellation is written first; the row keeps its payload when the appointment goes.
    if (professional) {
      await recordAppointmentChange(tx, {
        event: 'appointment.cancelled',
        appointment: current,
        professional,
        origin: changeOrigin(actor),
      });
    }
    await deleteAppointmentRow(tx, id);
    await markSeriesChanged(tx, current.seriesId);
    await auditChange(tx, actor, {
      entity: 'appointment',
      entityId: id,
      before: toAppointmentDto(current),
    });
  });
  await events.publish({
    type: 'appointment_deleted',
    organizationId: actor.organizationId,
    userId: current.userId,
    appointmentId: id,
    busy: null,
  });
}
