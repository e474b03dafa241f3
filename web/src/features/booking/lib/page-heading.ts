import type { BookingPageDto, PublicOfficeDto } from '@core/schemas/booking.ts';

const SERVICE = 'Agendamento online';

/** Whom a public page is headed with: the booked professional, the office second (or alone). */
export type PageHeading = {
  organizationName?: string;
  professionalName?: string;
  /** Its logo, address, phone and privacy notice (decision 078). */
  office?: PublicOfficeDto;
};

/** A personal link is headed with its professional; shared links with the office. */
export function headingOf(page?: BookingPageDto): PageHeading {
  if (!page) return {};
  const professionalName = page.type === 'personal' ? page.professional?.name : undefined;
  return { organizationName: page.organization.name, professionalName, office: page.organization };
}

/** The office, unless it is named after the professional (the name is then said once). */
function officeBeside({ organizationName, professionalName }: PageHeading) {
  return organizationName !== professionalName ? organizationName : undefined;
}

/** The header's two lines: who is booked, then the office (or what the page is for). */
export function headerLines(heading: PageHeading): [string, string | undefined] {
  const { organizationName, professionalName } = heading;
  if (professionalName) return [professionalName, officeBeside(heading) ?? SERVICE];
  return organizationName ? [organizationName, SERVICE] : [SERVICE, undefined];
}

/** The browser tab's title of a public booking page. */
export function bookingPageTitle(heading: PageHeading): string {
  const { organizationName, professionalName } = heading;
  if (professionalName) {
    const office = officeBeside(heading);
    return `Agendar com ${professionalName}${office ? ` · ${office}` : ''}`;
  }
  return organizationName ? `Agendar · ${organizationName}` : 'Agendar horário';
}
