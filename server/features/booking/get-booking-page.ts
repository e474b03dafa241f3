import { AppError } from '../../../core/app-error.ts';
import { messages } from '../../../core/messages.ts';
import type { BookingPageDto, PublicProfessionalDto } from '../../../core/schemas/booking.ts';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import { listUserAvailability } from '../availability/availability.repository.ts';
import { getBookingFormSettings } from '../booking-form/booking-form.repository.ts';
import { listUserProducts } from '../products/products.repository.ts';
import {
  findAdmin,
  findBookableUserBySlug,
  findOrganizationName,
  listBookableUsers,
} from './booking.repository.ts';

type UserRow = typeof users.$inferSelect;

const linkNotFound = () => new AppError('NOT_FOUND', messages.booking.linkNotFoundTitle);

async function toPublicProfessional(db: Db, user: UserRow): Promise<PublicProfessionalDto> {
  const [windows, products, bookingForm] = await Promise.all([
    listUserAvailability(db, user.id),
    listUserProducts(db, user.id, { onlyActive: true }),
    getBookingFormSettings(db, user.id),
  ]);
  return {
    id: user.id,
    name: user.name,
    title: user.title,
    description: user.description,
    color: user.color,
    timezone: user.timezone,
    bookingSlug: user.bookingSlug,
    availability: windows
      .filter((w) => w.isActive)
      .map(({ dayOfWeek, startTime, endTime, appointmentDuration }) => ({
        dayOfWeek,
        startTime,
        endTime,
        appointmentDuration,
      })),
    products: products.map(({ id, name, description, duration, price }) => ({
      id,
      name,
      description,
      duration,
      price,
    })),
    bookingForm,
  };
}

async function sharedPage(
  db: Db,
  organizationId: string,
  preselectedProfessionalId?: string,
): Promise<BookingPageDto> {
  const members = await listBookableUsers(db, organizationId);
  const professionals = [];
  for (const member of members) professionals.push(await toPublicProfessional(db, member));
  return {
    type: 'shared',
    organization: { name: await findOrganizationName(db, organizationId) },
    professionals,
    ...(preselectedProfessionalId ? { preselectedProfessionalId } : {}),
  };
}

/** /book/personal/{slug}: one professional. */
export async function getPersonalBookingPage(db: Db, slug: string): Promise<BookingPageDto> {
  const user = await findBookableUserBySlug(db, slug);
  if (!user) throw linkNotFound();
  return {
    type: 'personal',
    organization: { name: await findOrganizationName(db, user.organizationId) },
    professional: await toPublicProfessional(db, user),
  };
}

/** /book/shared/{adminId}: every bookable professional of the admin's organization. */
export async function getSharedBookingPage(db: Db, adminId: string): Promise<BookingPageDto> {
  const admin = await findAdmin(db, adminId);
  if (!admin) throw linkNotFound();
  return sharedPage(db, admin.organizationId);
}

/** /book/{slug}: the shared agenda reached through one professional, who comes preselected. */
export async function getProfessionalSharedPage(db: Db, slug: string): Promise<BookingPageDto> {
  const user = await findBookableUserBySlug(db, slug);
  if (!user) throw linkNotFound();
  return sharedPage(db, user.organizationId, user.id);
}
