import { and, eq, or } from 'drizzle-orm';
import { AppError } from '@core/app-error.ts';
import { bookingMessages, officeServicesMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { listAvailabilityOfUsers } from '../availability/availability.repository.ts';
import { findAdmin, listBookableUsers } from '../booking/booking.repository.ts';
import { areaProfessionalsOf } from './area-professionals.ts';

type Member = Awaited<ReturnType<typeof listBookableUsers>>[number];

/** Who 'Qualquer profissional' may give, and for a service, each one's own row of it. */
export interface Candidates {
  members: Member[];
  /** Professional id → their products row of the office service; absent for an area. */
  productOf?: Map<string, string>;
}

/**
 * The office service a products id names (decision 082): an office service's own id, or a
 * professional's row of one; undefined for anything else.
 */
export async function officeServiceIdOf(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ serviceId: products.officeServiceId })
    .from(products)
    .where(
      and(
        eq(products.organizationId, organizationId),
        or(eq(products.officeServiceId, id), eq(products.id, id)),
      ),
    )
    .limit(1);
  return row?.serviceId ?? undefined;
}

/**
 * The office's bookable professionals with opening hours who offer an office service (active),
 * each with their row of it. 404 when nobody does.
 */
export async function serviceProfessionalsOf(
  db: Db,
  organizationId: string,
  serviceId: string,
): Promise<Candidates> {
  const rows = await db
    .select({ id: products.id, userId: products.userId })
    .from(products)
    .where(
      and(
        eq(products.organizationId, organizationId),
        eq(products.officeServiceId, serviceId),
        eq(products.isActive, true),
      ),
    );
  const productOf = new Map(rows.map((row) => [row.userId, row.id]));
  const offering = (await listBookableUsers(db, organizationId)).filter((user) =>
    productOf.has(user.id),
  );
  const windows = await listAvailabilityOfUsers(
    db,
    organizationId,
    offering.map((user) => user.id),
  );
  const members = offering.filter((user) => windows.get(user.id)!.some((w) => w.isActive));
  if (!members.length) throw new AppError('NOT_FOUND', officeServicesMessages.nobodyOffers);
  return { members, productOf };
}

/** The candidates of an office (REST v1, MCP): of a service when one is named, else of an area. */
export async function candidatesOf(
  db: Db,
  organizationId: string,
  wanted: { area?: string; serviceId?: string },
): Promise<Candidates> {
  if (wanted.serviceId) return serviceProfessionalsOf(db, organizationId, wanted.serviceId);
  return { members: await areaProfessionalsOf(db, organizationId, wanted.area!) };
}

/** The same for the office of a shared link (404 when the link is unknown). */
export async function candidatesOfLink(
  db: Db,
  adminId: string,
  wanted: { area?: string; serviceId?: string },
): Promise<Candidates & { organizationId: string }> {
  const admin = await findAdmin(db, adminId);
  if (!admin) throw new AppError('NOT_FOUND', bookingMessages.linkNotFoundTitle);
  const candidates = await candidatesOf(db, admin.organizationId, wanted);
  return { ...candidates, organizationId: admin.organizationId };
}
