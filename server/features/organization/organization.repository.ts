import { eq } from 'drizzle-orm';
import type { OrganizationDto } from '../../../core/schemas/organization.ts';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import type { HolidayLocation } from '../holidays/holiday-calendar.ts';

export async function findOrganization(db: Db, id: string): Promise<OrganizationDto | undefined> {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      state: organizations.state,
      city: organizations.city,
    })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row;
}

export async function updateOrganization(
  db: Db,
  id: string,
  changes: Partial<Pick<OrganizationDto, 'name' | 'state' | 'city'>>,
): Promise<OrganizationDto> {
  const [row] = await db
    .update(organizations)
    .set(changes)
    .where(eq(organizations.id, id))
    .returning({
      id: organizations.id,
      name: organizations.name,
      state: organizations.state,
      city: organizations.city,
    });
  return row!;
}

/** The office's location for holidays (no location: national holidays only). */
export async function findOrganizationLocation(db: Db, id: string): Promise<HolidayLocation> {
  const [row] = await db
    .select({ state: organizations.state, city: organizations.city })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row ?? { state: null, city: null };
}
