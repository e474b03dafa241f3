import { eq } from 'drizzle-orm';
import { AppError } from '@core/app-error.ts';
import { officeServicesMessages as m } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { officeServices } from '../../db/schema.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import { auditChange } from '../audit/audit-change.ts';
import { countFutureBookings, findOfficeService } from './office-services.repository.ts';

/**
 * Deletes an office service and every professional's row of it (decision 082). Refused (409)
 * while bookings of it are still to come: the admin deactivates it instead. Past appointments
 * keep the service's name (product_id becomes null).
 */
export async function removeOfficeService(
  db: Db,
  {
    actor,
    id,
    events,
    now = new Date(),
  }: { actor: Actor; id: string; events: EventBus; now?: Date },
) {
  const removed = await db.transaction(async (tx) => {
    const before = await findOfficeService(tx, actor.organizationId, id);
    if (!before) throw new AppError('NOT_FOUND', m.notFound);
    const copies = before.professionals.map((offer) => offer.productId);
    const future = await countFutureBookings(tx, copies, now);
    if (future) throw new AppError('CONFLICT', m.hasFutureBookings(future));
    await tx.delete(officeServices).where(eq(officeServices.id, id));
    await auditChange(tx, actor, { entity: 'office_service', entityId: id, before });
    return before;
  });
  for (const offer of removed.professionals) {
    await scheduleChanged(events, actor.organizationId, offer.userId);
  }
}
