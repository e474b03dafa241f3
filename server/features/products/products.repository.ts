import { and, asc, eq, inArray } from 'drizzle-orm';
import { centsToBrl } from '../../../core/money.ts';
import type { ProductDto } from '../../../core/schemas/products.ts';
import { visibleTo } from '../../db/actor-scope.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { Actor } from '../auth/actor.ts';

type ProductRow = typeof products.$inferSelect;

export interface ProductFields {
  name: string;
  description: string | null;
  duration: number;
  priceCents: number;
  releaseUnpaidAfterMinutes: number | null;
  isActive: boolean;
}

function toProductDto(row: ProductRow): ProductDto {
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
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.userId, userId), onlyActive ? eq(products.isActive, true) : undefined))
    .orderBy(asc(products.name), asc(products.createdAt));
  return rows.map(toProductDto);
}

/** The active products of several users of one organization in one query, each by name. */
export async function listActiveProductsOfUsers(
  db: Db,
  organizationId: string,
  userIds: string[],
): Promise<Map<string, ProductDto[]>> {
  const byUser = new Map(userIds.map((id) => [id, [] as ProductDto[]]));
  if (!userIds.length) return byUser;
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.organizationId, organizationId),
        inArray(products.userId, userIds),
        eq(products.isActive, true),
      ),
    )
    .orderBy(asc(products.name), asc(products.createdAt));
  for (const row of rows) byUser.get(row.userId)?.push(toProductDto(row));
  return byUser;
}

/** A product the actor may touch, or undefined (another professional's or organization's). */
export async function findVisibleProduct(
  db: Db,
  actor: Actor,
  id: string,
): Promise<ProductDto | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), visibleTo(actor, products)))
    .limit(1);
  return row && toProductDto(row);
}

export async function insertProduct(
  db: Db,
  product: ProductFields & { organizationId: string; userId: string },
): Promise<ProductDto> {
  const [row] = await db.insert(products).values(toColumns(product)).returning();
  return toProductDto(row!);
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
    .returning();
  return toProductDto(row!);
}

export async function deleteProduct(db: Db, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}
