import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OrganizationDto } from '@core/schemas/organization.ts';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { organizationLogos, organizations } from '../../db/schema.ts';
import type { HolidayLocation } from '../holidays/holiday-calendar.ts';

const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  state: organizations.state,
  city: organizations.city,
  slug: organizations.slug,
  address: organizations.address,
  phone: organizations.phone,
  cnpj: organizations.cnpj,
  privacyNotice: organizations.privacyNotice,
  privacyUrl: organizations.privacyUrl,
};

export async function findOrganization(db: Db, id: string): Promise<OrganizationDto | undefined> {
  const [row] = await db
    .select(organizationColumns)
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row;
}

/** Several organizations in one read (a batch of outbox rows). */
export function findOrganizations(db: Db, ids: string[]): Promise<OrganizationDto[]> {
  return db.select(organizationColumns).from(organizations).where(inArray(organizations.id, ids));
}

export async function updateOrganization(
  db: Db,
  id: string,
  changes: Partial<Omit<OrganizationDto, 'id'>>,
): Promise<OrganizationDto> {
  const [row] = await db
    .update(organizations)
    .set(changes)
    .where(eq(organizations.id, id))
    .returning(organizationColumns);
  return row!;
}

/** The privacy notice's text or link changed: clients accept a new version of it (decision 084). */
export async function bumpPrivacyNoticeVersion(db: Db, id: string) {
  await db
    .update(organizations)
    .set({ privacyNoticeVersion: sql`${organizations.privacyNoticeVersion} + 1` })
    .where(eq(organizations.id, id));
}

/** An office with its logo's id, in one read: by its id, or by the slug of its own link. */
export type OfficeWithLogo = OrganizationDto & { logoId: string | null };

export async function findOfficeWithLogo(
  db: Db,
  by: { id: string } | { slug: string },
): Promise<OfficeWithLogo | undefined> {
  const [row] = await db
    .select({ ...organizationColumns, logoId: organizationLogos.id })
    .from(organizations)
    .leftJoin(organizationLogos, eq(organizationLogos.organizationId, organizations.id))
    .where('id' in by ? eq(organizations.id, by.id) : eq(organizations.slug, by.slug.toLowerCase()))
    .limit(1);
  return row;
}

/** Whether another office already has this slug. */
export async function slugTakenByAnother(db: Db, slug: string, organizationId: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.slug, slug), ne(organizations.id, organizationId)))
    .limit(1);
  return Boolean(row);
}

/** The office's location for holidays (no location: national holidays only). */
export async function findOrganizationLocation(db: Db, id: string): Promise<HolidayLocation> {
  const [row] = await locationRow(db, { id });
  return row ?? { state: null, city: null };
}

// Read with every booking's schedule when holidays close it, built once (built-once.ts).
const locationRow = builtOnce((db) =>
  db
    .select({ state: organizations.state, city: organizations.city })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('id')))
    .limit(1),
);
