import { eq, inArray } from 'drizzle-orm';
import { AppError } from '@core/app-error.ts';
import { hasOwnCalendar } from '@core/constants.ts';
import { officeServicesMessages as m } from '@core/messages.ts';
import type { OfficeServiceInput } from '@core/schemas/office-services.ts';
import type { Db } from '../../db/client.ts';
import { officeServices, products } from '../../db/schema.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import { auditChange } from '../audit/audit-change.ts';
import { findOrganizationUser } from '../users/users.repository.ts';
import { copiesOf, countFutureBookings, findOfficeService } from './office-services.repository.ts';

export interface SaveOfficeServiceOptions {
  actor: Actor;
  /** Absent: a new service. */
  id?: string;
  input: OfficeServiceInput;
  events: EventBus;
  now?: Date;
}

/** The service's own columns, as both tables name them. */
const columnsOf = ({ professionals: _offers, duration, ...rest }: OfficeServiceInput) => ({
  ...rest,
  durationMinutes: duration,
});

/** Refuses (400) a professional who is not one of the office's with an agenda. */
async function assertOfficeProfessionals(db: Db, actor: Actor, userIds: string[]) {
  for (const userId of userIds) {
    const user = await findOrganizationUser(db, actor.organizationId, userId);
    if (!user || !hasOwnCalendar(user.role)) {
      throw new AppError('VALIDATION', m.professionalNotFound, {
        professionals: m.professionalNotFound,
      });
    }
  }
}

/**
 * Creates or replaces an office service (decision 082) and, in the same transaction, the products
 * row of each professional who offers it: the office's fields with the professional's price or
 * duration when set. Taking a professional off it is refused (409) while they have bookings of it
 * still to come; their row is deleted otherwise. Every professional touched has their schedule
 * cache renewed.
 */
export async function saveOfficeService(
  db: Db,
  { actor, id, input, events, now = new Date() }: SaveOfficeServiceOptions,
) {
  const columns = columnsOf(input);
  const { after, touched } = await db.transaction(async (tx) => {
    await assertOfficeProfessionals(
      tx,
      actor,
      input.professionals.map((offer) => offer.userId),
    );
    const before = id ? await findOfficeService(tx, actor.organizationId, id) : undefined;
    if (id && !before) throw new AppError('NOT_FOUND', m.notFound);
    const serviceId = id
      ? id
      : (
          await tx
            .insert(officeServices)
            .values({ ...columns, organizationId: actor.organizationId })
            .returning({ id: officeServices.id })
        )[0]!.id;
    if (id) {
      await tx
        .update(officeServices)
        .set({ ...columns, updatedAt: now })
        .where(eq(officeServices.id, id));
    }
    const existing = await copiesOf(tx, [serviceId]);
    const chosen = new Set(input.professionals.map((offer) => offer.userId));
    const dropped = existing.filter((copy) => !chosen.has(copy.userId)).map((copy) => copy.id);
    const future = await countFutureBookings(tx, dropped, now);
    if (future) throw new AppError('CONFLICT', m.hasFutureBookings(future));
    if (dropped.length) await tx.delete(products).where(inArray(products.id, dropped));
    for (const offer of input.professionals) {
      const own = {
        ...columns,
        priceCents: offer.priceOverrideCents ?? columns.priceCents,
        durationMinutes: offer.durationOverrideMinutes ?? columns.durationMinutes,
        priceOverrideCents: offer.priceOverrideCents,
        durationOverrideMinutes: offer.durationOverrideMinutes,
      };
      await tx
        .insert(products)
        .values({
          ...own,
          organizationId: actor.organizationId,
          userId: offer.userId,
          officeServiceId: serviceId,
        })
        .onConflictDoUpdate({
          target: [products.officeServiceId, products.userId],
          set: { ...own, updatedAt: now },
        });
    }
    const after = (await findOfficeService(tx, actor.organizationId, serviceId))!;
    await auditChange(tx, actor, { entity: 'office_service', entityId: serviceId, before, after });
    return { after, touched: new Set([...existing.map((copy) => copy.userId), ...chosen]) };
  });
  for (const userId of touched) await scheduleChanged(events, actor.organizationId, userId);
  return after;
}
