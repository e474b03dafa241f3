import { AppError } from '@core/app-error.ts';
import { noServiceAllowed } from '@core/no-service-allowed.ts';
import { bookingMessages } from '@core/messages.ts';
import type { BookingPageDto, PublicProfessionalDto } from '@core/schemas/booking.ts';
import { addDays } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import { listAvailabilityOfUsers } from '../availability/availability.repository.ts';
import { getBookingFormSettingsOfUsers } from '../booking-form/booking-form.repository.ts';
import { listActiveProductsOfUsers } from '../products/products.repository.ts';
import { closingHolidays } from '../holidays/holiday-calendar.ts';
import { overrideDays } from '@core/scheduling/date-overrides.ts';
import { listOfficeOverrides } from '../date-overrides/date-overrides.repository.ts';
import { findOfficeWithLogo, findOrganization } from '../organization/organization.repository.ts';
import {
  findBookableUserBySlug,
  findDeactivatedUserBySlug,
  listBookableUsers,
} from './booking.repository.ts';
import { publicOfficeOf, resolveSharedLink } from './office-page.ts';
import { listIntakeQuestions } from '../intake/intake-questions.repository.ts';

type UserRow = typeof users.$inferSelect;
type SharedLink = NonNullable<Awaited<ReturnType<typeof resolveSharedLink>>>;

/**
 * The office as its pages show it, and its holidays over the 12 months the calendar offers; the
 * office already read (a shared link) is not read again.
 */
async function officeOf(db: Db, organizationId: string, link?: SharedLink) {
  const office = link?.office ?? (await findOfficeWithLogo(db, { id: organizationId }));
  if (!office) throw linkNotFound();
  const today = new Date().toISOString().slice(0, 10);
  const [organization, questions] = await Promise.all([
    publicOfficeOf(db, office, link?.adminId),
    listIntakeQuestions(db, office.id),
  ]);
  return {
    organization,
    holidays: closingHolidays(office, addDays(today, -1), addDays(today, 400)),
    // The office's questions and whether its own privacy notice must be ticked (decision 084).
    intake: {
      questions: questions.map(({ position: _position, ...question }) => question),
      consentRequired: Boolean(office.privacyNotice || office.privacyUrl),
    },
  };
}

const linkNotFound = () => new AppError('NOT_FOUND', bookingMessages.linkNotFoundTitle);

/**
 * A slug nobody can book: a deactivated professional's link is closed with the office's name
 * (`inactive`, so the page says so plainly), any other is simply not found.
 */
async function closedLink(db: Db, slug: string): Promise<AppError> {
  const deactivated = await findDeactivatedUserBySlug(db, slug);
  const office = deactivated && (await findOrganization(db, deactivated.organizationId));
  if (!office) return linkNotFound();
  return new AppError('NOT_FOUND', bookingMessages.professionalInactiveTitle, undefined, {
    inactive: true,
    organizationName: office.name,
  });
}

/**
 * The public view of professionals of one organization. Windows, products and forms are read in
 * one query each for all of them, so a page of 200 professionals costs what a page of 1 does.
 */
async function toPublicProfessionals(
  db: Db,
  organizationId: string,
  members: UserRow[],
): Promise<PublicProfessionalDto[]> {
  const ids = members.map((member) => member.id);
  const today = new Date().toISOString().slice(0, 10);
  const [windows, products, forms, overrides] = await Promise.all([
    listAvailabilityOfUsers(db, organizationId, ids),
    listActiveProductsOfUsers(db, organizationId, ids),
    getBookingFormSettingsOfUsers(db, organizationId, ids),
    listOfficeOverrides(db, organizationId, undefined, addDays(today, -1)),
  ]);
  const daysOffOf = (userId: string) => {
    const own = overrides.filter((row) => row.userId === null || row.userId === userId);
    const { closed } = overrideDays(own, [], addDays(today, -1), addDays(today, 400));
    return [...closed].map(([date, name]) => ({ date, name }));
  };
  return members.map((user) => ({
    id: user.id,
    name: user.name,
    title: user.title,
    description: user.description,
    color: user.color,
    timezone: user.timezone,
    bookingSlug: user.bookingSlug,
    availability: windows
      .get(user.id)!
      .filter((w) => w.isActive)
      .map(({ dayOfWeek, startTime, endTime, appointmentDuration }) => ({
        dayOfWeek,
        startTime,
        endTime,
        appointmentDuration,
      })),
    products: products
      .get(user.id)!
      .map(({ id, name, description, duration, price, location, ...window }) => ({
        id,
        name,
        description,
        duration,
        price,
        location,
        minimumNoticeMinutes: window.minimumNoticeMinutes,
        maximumHorizonDays: window.maximumHorizonDays,
        officeServiceId: window.officeServiceId,
      })),
    bookingForm: forms.get(user.id)!,
    blockHolidays: user.blockHolidays,
    openedHolidays: user.openedHolidays,
    minimumNoticeMinutes: user.minimumNoticeMinutes,
    maximumHorizonDays: user.maximumHorizonDays,
    daysOff: daysOffOf(user.id),
    areas: user.areas,
  }));
}

/** The union of the areas of those booked without a service, spelled as first met, sorted. */
function anyProfessionalAreas(professionals: PublicProfessionalDto[]): string[] {
  const byKey = new Map<string, string>();
  for (const professional of professionals) {
    if (!noServiceAllowed(professional.bookingForm, professional.products.length)) continue;
    for (const area of professional.areas ?? []) {
      const key = area.toLocaleLowerCase('pt-BR');
      if (!byKey.has(key)) byKey.set(key, area);
    }
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/** The office services someone on the page offers (decision 082), each once, by name. */
function officeServicesOnPage(professionals: PublicProfessionalDto[]) {
  const byId = new Map<string, string>();
  for (const { products } of professionals) {
    for (const { officeServiceId, name } of products) {
      if (officeServiceId) byId.set(officeServiceId, name);
    }
  }
  return [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

async function sharedPage(
  db: Db,
  organizationId: string,
  preselectedProfessionalId?: string,
  link?: SharedLink,
): Promise<BookingPageDto> {
  const [members, { organization, holidays, intake }] = await Promise.all([
    listBookableUsers(db, organizationId),
    officeOf(db, organizationId, link),
  ]);
  // Nobody can book someone without opening hours (the admin, often): they are not offered.
  const professionals = (await toPublicProfessionals(db, organizationId, members)).filter(
    (professional) => professional.availability.length > 0,
  );
  const preselected = professionals.some((p) => p.id === preselectedProfessionalId);
  return {
    type: 'shared',
    organization,
    professionals,
    ...(preselected ? { preselectedProfessionalId } : {}),
    holidays,
    intake,
  };
}

/** /book/personal/{slug}: one professional. */
export async function getPersonalBookingPage(db: Db, slug: string): Promise<BookingPageDto> {
  const user = await findBookableUserBySlug(db, slug);
  if (!user) throw await closedLink(db, slug);
  const [{ organization, holidays, intake }, professionals] = await Promise.all([
    officeOf(db, user.organizationId),
    toPublicProfessionals(db, user.organizationId, [user]),
  ]);
  return { type: 'personal', organization, professional: professionals[0], holidays, intake };
}

/**
 * /book/shared/{slug} (or, as first shared, /book/shared/{adminId}): the professionals of the
 * office who have opening hours.
 */
export async function getSharedBookingPage(db: Db, key: string): Promise<BookingPageDto> {
  const link = await resolveSharedLink(db, key);
  if (!link) throw linkNotFound();
  const { adminId } = link;
  const page = await sharedPage(db, link.office.id, undefined, link);
  const areas = anyProfessionalAreas(page.professionals ?? []);
  const services = officeServicesOnPage(page.professionals ?? []);
  if (!areas.length && !services.length) return page;
  return { ...page, anyProfessional: { adminId, areas, services } };
}

/**
 * /book/{slug}: the shared agenda reached through one professional, who comes preselected when
 * they have opening hours (otherwise the client picks someone else of the office).
 */
export async function getProfessionalSharedPage(db: Db, slug: string): Promise<BookingPageDto> {
  const user = await findBookableUserBySlug(db, slug);
  if (!user) throw await closedLink(db, slug);
  return sharedPage(db, user.organizationId, user.id);
}
