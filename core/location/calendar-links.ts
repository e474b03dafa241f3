import type { AppointmentLocationDto } from './appointment-location.ts';

/** The event title every calendar copy shares: 'Consulta inicial com Dra. Ana · Escritório'. */
export const calendarEventTitle = (a: {
  productName: string | null;
  professionalName: string;
  organizationName: string;
}) => `${a.productName ?? 'Consulta'} com ${a.professionalName} · ${a.organizationName}`;

/** What an 'Adicionar à agenda' link needs: title, instants (ISO, UTC) and free text. */
export interface CalendarEventFacts {
  title: string;
  startTime: string;
  endTime: string;
  details?: string;
  location?: string;
}

/** 20261124T130000Z: Google's compact UTC form. */
const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Outlook wants ISO 8601 in UTC without milliseconds. */
const outlookUtc = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Google Calendar's "new event" page, filled in. */
export function googleCalendarUrl(e: CalendarEventFacts): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${compactUtc(e.startTime)}/${compactUtc(e.endTime)}`,
  });
  if (e.details) params.set('details', e.details);
  if (e.location) params.set('location', e.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook's compose deep link: outlook.live.com (Outlook.com) or outlook.office.com (Office 365). */
export function outlookCalendarUrl(
  e: CalendarEventFacts,
  host: 'outlook.live.com' | 'outlook.office.com',
): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: e.title,
    startdt: outlookUtc(e.startTime),
    enddt: outlookUtc(e.endTime),
  });
  if (e.details) params.set('body', e.details);
  if (e.location) params.set('location', e.location);
  return `https://${host}/calendar/0/deeplink/compose?${params.toString()}`;
}

/** 'Adicionar à agenda': the event filled in on each calendar site, by the site's name. */
export const calendarSiteLinks = (e: CalendarEventFacts) => [
  { label: 'Google Agenda', href: googleCalendarUrl(e) },
  { label: 'Outlook.com', href: outlookCalendarUrl(e, 'outlook.live.com') },
  { label: 'Office 365', href: outlookCalendarUrl(e, 'outlook.office.com') },
];

/** What a calendar's LOCATION field should hold: the address, the phone or the link. */
export function calendarLocationOf(location: AppointmentLocationDto | null): string | undefined {
  if (!location) return undefined;
  return location.detail ?? location.summary;
}
