import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { deleteAppointment } from '../appointments/delete-appointment.ts';
import { listOverduePayments } from './payments.repository.ts';

const BATCH = 100;

/**
 * Cancels the public bookings whose Pix is still pending after their product's hold, through the
 * ordinary cancellation: the slot frees up and the client and webhooks hear of it via the outbox.
 */
export async function releaseUnpaidAppointments(
  db: Db,
  { events, now = Date.now() }: { events: EventBus; now?: number },
): Promise<number> {
  const overdue = await listOverduePayments(db, new Date(now), BATCH);
  let released = 0;
  for (const appointment of overdue) {
    try {
      await deleteAppointment(db, {
        id: appointment.id,
        events,
        onlyWhilePaymentPending: true,
        actor: {
          userId: appointment.userId,
          organizationId: appointment.organizationId,
          role: 'professional',
          sessionId: 'system:unpaid-release',
          via: 'system',
        },
      });
      released += 1;
    } catch {
      // Gone or changed meanwhile (deleted, marked paid): the next pass sees the truth.
    }
  }
  return released;
}
