import { like } from 'drizzle-orm';
import { firstFreeSlug } from '@core/booking-slug.ts';
import { suggestOfficeSlug } from '@core/office-slug.ts';
import type { AdminOrganizationDto, OrganizationDto } from '@core/schemas/organization.ts';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { findLogoId, logoUrlOf } from './organization-logo.repository.ts';

/** The slug offered from the office's name, made free of other offices' slugs (base, base-2...). */
async function suggestedSlugOf(db: Db, office: OrganizationDto): Promise<string> {
  if (office.slug) return office.slug;
  const base = suggestOfficeSlug(office.name);
  const taken = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(like(organizations.slug, `${base}%`));
  return firstFreeSlug(base, new Set(taken.map((row) => row.slug!)));
}

/** The office as its admin edits it: with the slug to offer and its logo's public URL. */
export async function adminOrganizationView(
  db: Db,
  office: OrganizationDto,
): Promise<AdminOrganizationDto> {
  const [suggestedSlug, logoId] = await Promise.all([
    suggestedSlugOf(db, office),
    findLogoId(db, office.id),
  ]);
  return { ...office, suggestedSlug, logoUrl: logoId ? logoUrlOf(logoId) : null };
}
