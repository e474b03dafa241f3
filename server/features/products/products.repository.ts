import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type LocationKind, toLocationDto } from '@core/location/appointment-location.ts';
import { centsToBrl } from '@core/money.ts';
import type { ProductDto } from '@core/schemas/products.ts';
import { visibleTo } from '../../db/actor-scope.ts';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import type { Actor } from '../../kernel/actor.ts';
import {
  canMakeConference,
  liveCalendarConnection as calendar,
} from '../calendars/calendar-connections.ts';

type ProductRow = typeof products.$inferSelect;

export interface ProductFields {
  name: string;
  description: string | null;
  duration: number;
  priceCents: number;
  releaseUnpaidAfterMinutes: number | null;
  isActive: boolean;
  locationKind: LocationKind;
  locationDetail: string | null;
  slotIntervalMinutes: number | null;
  minimumNoticeMinutes: number | null;
  maximumHorizonDays: number | null;
}

/** Products with their professional's conference ability: the place reads it for each of them. */
function selectProducts(db: Db) {
  return db
    .select({ product: products, conference: canMakeConference })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .leftJoin(calendar.table, eq(calendar.userId, products.userId));
}

/**
 * An online product without a fixed link meets on a conference the calendar makes, when the
 * professional's calendar can make one.
 */
export const meetsOnConference = (
  place: { locationKind: LocationKind; locationDetail: string | null },
  canConference: boolean,
) => place.locationKind === 'online' && !place.locationDetail && canConference;

function toProductDto({
  product: row,
  conference,
}: {
  product: ProductRow;
  conference: boolean;
}): ProductDto {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    duration: row.durationMinutes,
    price: centsToBrl(row.priceCents),
    priceCents: row.priceCents,
    releaseUnpaidAfterMinutes: row.releaseUnpaidAfterMinutes,
    isActive: row.isActive,
    locationKind: row.locationKind,
    locationDetail: row.locationDetail,
    location: toLocationDto({
      kind: row.locationKind,
      detail: row.locationDetail,
      conference: meetsOnConference(row, conference),
    }),
    slotIntervalMinutes: row.slotIntervalMinutes,
    minimumNoticeMinutes: row.minimumNoticeMinutes,
    maximumHorizonDays: row.maximumHorizonDays,
    officeServiceId: row.officeServiceId,
  };
}

/** Maps DTO field names to columns, leaving out the absent ones. */
function toColumns<T extends Partial<ProductFields>>({ duration, ...rest }: T) {
  return { ...rest, ...(duration === undefined ? {} : { durationMinutes: duration }) };
}

/** A user's products by name; `onlyActive` for the public booking page. */
export async function listUserProducts(
  db: Db,
  userId: string,
  { onlyActive = false } = {},
): Promise<ProductDto[]> {
  if (onlyActive) return (await activeProductRows(db, { userId })).map(toProductDto);
  const rows = await selectProducts(db)
    .where(eq(products.userId, userId))
    .orderBy(asc(products.name), asc(products.createdAt));
  return rows.map(toProductDto);
}

// Read with every booking's schedule, built once (built-once.ts).
const activeProductRows = builtOnce((db) =>
  selectProducts(db)
    .where(and(eq(products.userId, sql.placeholder('userId')), eq(products.isActive, true)))
    .orderBy(asc(products.name), asc(products.createdAt)),
);

/** The active products of several users of one organization in one query, each by name. */
export async function listActiveProductsOfUsers(
  db: Db,
  organizationId: string,
  userIds: string[],
): Promise<Map<string, ProductDto[]>> {
  const byUser = new Map(userIds.map((id) => [id, [] as ProductDto[]]));
  if (!userIds.length) return byUser;
  const rows = await selectProducts(db)
    .where(
      and(
        eq(products.organizationId, organizationId),
        inArray(products.userId, userIds),
        eq(products.isActive, true),
      ),
    )
    .orderBy(asc(products.name), asc(products.createdAt));
  for (const row of rows) byUser.get(row.product.userId)?.push(toProductDto(row));
  return byUser;
}

/** A product the actor may touch, or undefined (another professional's or organization's). */
export async function findVisibleProduct(
  db: Db,
  actor: Actor,
  id: string,
): Promise<ProductDto | undefined> {
  const [row] = await selectProducts(db)
    .where(and(eq(products.id, id), visibleTo(actor, products)))
    .limit(1);
  return row && toProductDto(row);
}

async function productById(db: Db, id: string): Promise<ProductDto> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  return toProductDto(row!);
}

export async function insertProduct(
  db: Db,
  product: ProductFields & { organizationId: string; userId: string },
): Promise<ProductDto> {
  const [row] = await db.insert(products).values(toColumns(product)).returning({ id: products.id });
  return productById(db, row!.id);
}

export async function updateProductRow(
  db: Db,
  id: string,
  changes: Partial<ProductFields>,
): Promise<ProductDto> {
  const [row] = await db
    .update(products)
    .set({ ...toColumns(changes), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return productById(db, row!.id);
}

/** No product: the place is unknown, unless the calendar will make a conference for it (as it always did). */
export function placeWithoutProduct(canConference: boolean) {
  return {
    locationKind: canConference ? ('online' as const) : null,
    locationDetail: null,
    locationConference: canConference,
  };
}

/** Where a booking of this professional (and product, if any) happens, as the appointment keeps it. */
/**
 * The row of the same office service that `userId` holds (decision 082), for an appointment
 * handed to them: their price, length and place, not the first professional's. Undefined when the
 * product is the first professional's own, or the colleague does not offer that service (the
 * appointment keeps its product then, as a reassignment always did).
 */
export async function colleagueRowOf(db: Db, productId: string | null, userId: string) {
  if (!productId) return undefined;
  const theirs = alias(products, 'theirs');
  const [row] = await db
    .select({ id: theirs.id, name: theirs.name })
    .from(products)
    .innerJoin(
      theirs,
      and(eq(theirs.officeServiceId, products.officeServiceId), eq(theirs.userId, userId)),
    )
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

export async function bookingPlaceOf(db: Db, userId: string, productId: string | null) {
  const [row] = await db
    .select({
      conference: canMakeConference,
      kind: products.locationKind,
      detail: products.locationDetail,
    })
    .from(users)
    .leftJoin(calendar.table, eq(calendar.userId, users.id))
    .leftJoin(
      products,
      and(eq(products.userId, users.id), eq(products.id, productId ?? sql`null::uuid`)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  const canConference = row?.conference ?? false;
  if (!row?.kind) return placeWithoutProduct(canConference);
  const place = { locationKind: row.kind, locationDetail: row.detail };
  return { ...place, locationConference: meetsOnConference(place, canConference) };
}

export async function deleteProduct(db: Db, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}
