import { eq } from 'drizzle-orm';
import type { LogoType } from '@core/image-type.ts';
import type { Db } from '../../db/client.ts';
import { organizationLogos } from '../../db/schema.ts';

/** The public address of a logo: its id changes with each upload, so it is cached for good. */
export const logoUrlOf = (logoId: string) => `/api/booking/office-logo/${logoId}`;

/** The id of the office's logo, if it has one. */
export async function findLogoId(db: Db, organizationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: organizationLogos.id })
    .from(organizationLogos)
    .where(eq(organizationLogos.organizationId, organizationId))
    .limit(1);
  return row?.id;
}

/** One logo by its id (public: the id is all a page knows). */
export async function findLogo(db: Db, logoId: string) {
  const [row] = await db
    .select({ contentType: organizationLogos.contentType, bytes: organizationLogos.bytes })
    .from(organizationLogos)
    .where(eq(organizationLogos.id, logoId))
    .limit(1);
  return row;
}

/** Replaces the office's logo: a new row, so a new id and URL (run inside a transaction). */
export async function replaceLogo(
  db: Db,
  organizationId: string,
  logo: { contentType: LogoType; bytes: Buffer },
): Promise<string> {
  await db.delete(organizationLogos).where(eq(organizationLogos.organizationId, organizationId));
  const [row] = await db
    .insert(organizationLogos)
    .values({ organizationId, ...logo })
    .returning({ id: organizationLogos.id });
  return row!.id;
}

export async function deleteLogo(db: Db, organizationId: string): Promise<boolean> {
  const removed = await db
    .delete(organizationLogos)
    .where(eq(organizationLogos.organizationId, organizationId))
    .returning({ id: organizationLogos.id });
  return removed.length > 0;
}
