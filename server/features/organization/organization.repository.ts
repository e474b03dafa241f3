import { eq } from 'drizzle-orm';
import type { OrganizationDto } from '../../../core/schemas/organization.ts';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';

export async function findOrganization(db: Db, id: string): Promise<OrganizationDto | undefined> {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row;
}

export async function renameOrganization(
  db: Db,
  id: string,
  name: string,
): Promise<OrganizationDto> {
  const [row] = await db
    .update(organizations)
    .set({ name })
    .where(eq(organizations.id, id))
    .returning({ id: organizations.id, name: organizations.name });
  return row!;
}
