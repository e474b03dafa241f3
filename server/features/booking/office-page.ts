import type { PublicOfficeDto } from '@core/schemas/booking.ts';
import type { Db } from '../../db/client.ts';
import {
  type OfficeWithLogo,
  findOfficeWithLogo,
} from '../organization/organization.repository.ts';
import { logoUrlOf } from '../organization/organization-logo.repository.ts';
import { findAdmin, findFirstAdminId } from './booking.repository.ts';

/** What /book/shared/{key} names: an office's slug, or (older links) its admin's id. */
export async function resolveSharedLink(
  db: Db,
  key: string,
): Promise<{ office: OfficeWithLogo; adminId: string } | undefined> {
  const admin = await findAdmin(db, key);
  if (admin) {
    const office = await findOfficeWithLogo(db, { id: admin.organizationId });
    return office && { office, adminId: admin.id };
  }
  if (key.length > 60) return undefined;
  const office = await findOfficeWithLogo(db, { slug: key });
  const adminId = office && (await findFirstAdminId(db, office.id));
  return office && adminId ? { office, adminId } : undefined;
}

/** The office's shared link: its slug once it has one, its admin's id before. */
export async function sharedPathOf(db: Db, office: OfficeWithLogo, adminId?: string) {
  const key = office.slug ?? adminId ?? (await findFirstAdminId(db, office.id));
  return `/book/shared/${key}`;
}

/** The office as every booking page shows it: name, address, phone, logo and privacy notice. */
export async function publicOfficeOf(
  db: Db,
  office: OfficeWithLogo,
  adminId?: string,
): Promise<PublicOfficeDto> {
  const sharedPath = office.privacyUrl ? '' : await sharedPathOf(db, office, adminId);
  return {
    name: office.name,
    address: office.address,
    phone: office.phone,
    logoUrl: office.logoId ? logoUrlOf(office.logoId) : null,
    privacyHref: office.privacyUrl ?? `${sharedPath}/privacidade`,
  };
}
