import { AppError } from '@core/app-error.ts';
import { pixMessages } from '@core/messages.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { toAppointmentDto } from '../appointments/appointments.repository.ts';
import { findVisibleAppointment } from '../appointments/find-visible-appointment.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { insertWebhookLogs } from '../outbox/webhook-logs.repository.ts';
import { paymentConfirmedRows } from './payment-confirmed-email.ts';
import { setPaymentPaid } from './payments.repository.ts';

/** The professional (own) or an admin (organization) confirms a pending Pix was received. */
export async function markAppointmentPaid(
  db: Db,
  { actor, id, events }: { actor: Actor; id: string; events: EventBus },
) {
  const after = await db.transaction((tx) => markPaidInTransaction(tx, actor, id));
  await publishPaid(events, actor, after);
  return after;
}

/**
 * The change of markAppointmentPaid in the caller's transaction: 409 unless still pending. The
 * client is told 'Pagamento confirmado' once, in this transaction: a payment already paid (by
 * hand or by the PSP) is refused before any row is written.
 */
export async function markPaidInTransaction(tx: Db, actor: Actor, id: string) {
  const current = await findVisibleAppointment(tx, actor, id);
  const paid = await setPaymentPaid(tx, id);
  if (!paid) throw new AppError('CONFLICT', pixMessages.notPending);
  const dto = toAppointmentDto(paid);
  await auditChange(tx, actor, {
    entity: 'appointment',
    entityId: id,
    before: toAppointmentDto(current),
    after: dto,
  });
  await insertWebhookLogs(
    tx,
    paymentConfirmedRows({ ...dto, organizationId: paid.organizationId }),
  );
  return dto;
}

/** After the commit: agendas update live. */
export async function publishPaid(events: EventBus, actor: Actor, after: AppointmentDto) {
  await events.publish({
    type: 'appointment_updated',
    organizationId: actor.organizationId,
    userId: after.userId,
    appointmentId: after.id,
  });
}
