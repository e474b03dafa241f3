import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { OfficeServiceDto } from '@core/schemas/office-services.ts';
import type { Db } from '../../db/client.ts';
import { appointments, officeServices, products } from '../../db/schema.ts';

type ServiceRow = typeof officeServices.$inferSelect;
type CopyRow = typeof products.$inferSelect;

function toDto(row: ServiceRow, copies: CopyRow[]): OfficeServiceDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    duration: row.durationMinutes,
    priceCents: row.priceCents,
    releaseUnpaidAfterMinutes: row.releaseUnpaidAfterMinutes,
    isActive: row.isActive,
    locationKind: row.locationKind,
    locationDetail: row.locationDetail,
    slotIntervalMinutes: row.slotIntervalMinutes,
    minimumNoticeMinutes: row.minimumNoticeMinutes,
    maximumHorizonDays: row.maximumHorizonDays,
    professionals: copies.map((copy) => ({
      userId: copy.userId,
      productId: copy.id,
      priceOverrideCents: copy.priceOverrideCents,
      durationOverrideMinutes: copy.durationOverrideMinutes,
    })),
  };
}

/** The products rows that offer some of these office services, one per professional. */
export function copiesOf(db: Db, serviceIds: string[]) {
  if (!serviceIds.length) return Promise.resolve([] as CopyRow[]);
  return db
    .select()
    .from(products)
    .where(inArray(products.officeServiceId, serviceIds))
    .orderBy(asc(products.createdAt));
}

/** The office's services by name, each with who offers it. */
export async function listOfficeServices(
  db: Db,
  organizationId: string,
): Promise<OfficeServiceDto[]> {
  const rows = await db
    .select()
    .from(officeServices)
    .where(eq(officeServices.organizationId, organizationId))
    .orderBy(asc(officeServices.name), asc(officeServices.createdAt));
  const copies = await copiesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toDto(
      row,
      copies.filter((copy) => copy.officeServiceId === row.id),
    ),
  );
}

/** One service of the office, or undefined (unknown or another office's). */
export async function findOfficeService(
  db: Db,
  organizationId: string,
  id: string,
): Promise<OfficeServiceDto | undefined> {
  const [row] = await db
    .select()
    .from(officeServices)
    .where(and(eq(officeServices.id, id), eq(officeServices.organizationId, organizationId)))
    .limit(1);
  return row && toDto(row, await copiesOf(db, [row.id]));
}

/** How many appointments still to come were booked with these products rows. */
export async function countFutureBookings(db: Db, productIds: string[], now: Date) {
  if (!productIds.length) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(appointments)
    .where(and(inArray(appointments.productId, productIds), gt(appointments.startTime, now)));
  return row?.total ?? 0;
}
