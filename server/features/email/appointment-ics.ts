import { isAnonymizedEmail } from '@core/anonymized-client.ts';
import { calendarLocationOf } from '@core/location/calendar-links.ts';
import { calendarEventTitle } from '@core/location/calendar-links.ts';
import type { AppointmentSnapshot } from '../outbox/notification-payload.ts';
import { icsCalendar } from './ics-text.ts';
import type { EmailEvent } from './render-notification-email.ts';

export interface AppointmentIcsInput {
  event: Exclude<EmailEvent, 'appointment.reminder'>;
  appointment: AppointmentSnapshot;
  organizationName: string;
  /** The office's address and phone, when it gave them (decision 078). */
  organizationContact?: string;
  professionalEmail: string;
  /** When the change happened: DTSTAMP, and the SEQUENCE that makes a later change win. */
  changedAt: Date;
  /** Where the client manages the booking, written in the description. */
  manageUrl?: string;
  /** PUBLISH for a file the client downloads ('Adicionar à agenda'), not an invitation. */
  method?: 'invite' | 'publish';
}

/** Seconds from 2024 on: a SEQUENCE that grows with every change and fits in 32 bits for decades. */
const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);
export function sequenceOf(changedAt: Date): number {
  return Math.max(0, Math.floor((changedAt.getTime() - SEQUENCE_EPOCH) / 1000));
}

/** The UID every version of the appointment's invite shares, so a change replaces the event. */
export const icsUid = (appointmentId: string) => `${appointmentId}@agendei`;

/**
 * The appointment as an iCalendar invite (REQUEST), or its removal (CANCEL). Times are written
 * in UTC ('...Z'): a plain Date with a zone would be written in this machine's clock time
 * (DESIGN §8), and UTC reads the same in every calendar, which shows it in the reader's zone.
 */
export function appointmentIcs(input: AppointmentIcsInput): string {
  const { appointment: a } = input;
  const cancelled = input.event === 'appointment.cancelled';
  const method = cancelled ? 'CANCEL' : input.method === 'publish' ? 'PUBLISH' : 'REQUEST';
  // Rows before migration 0012 carry no place: their Meet link, if any, is it.
  const place = a.location ? calendarLocationOf(a.location) : (a.meetLink ?? undefined);
  const link = a.meetLink ?? (a.location?.kind === 'online' ? a.location.detail : null);
  const description = [
    a.productName ? `Serviço: ${a.productName}` : undefined,
    a.location ? `Local: ${a.location.summary}` : undefined,
    link && !a.location ? `Reunião online: ${link}` : undefined,
    input.manageUrl && !cancelled ? `Cancelar ou remarcar: ${input.manageUrl}` : undefined,
    input.organizationContact
      ? `${input.organizationName}: ${input.organizationContact}`
      : undefined,
  ].filter(Boolean);
  // An unchanged series is one recurring event (decision 074): each occurrence's invite is the
  // same event, by the series' UID, so a calendar keeps it once.
  const series = cancelled ? undefined : a.recurrence;
  return icsCalendar(method, {
    uid: icsUid(series ? series.seriesId : a.appointmentId),
    sequence: sequenceOf(input.changedAt),
    stamp: input.changedAt,
    start: new Date(series ? series.firstStartTime : a.startTime),
    end: new Date(series ? series.firstEndTime : a.endTime),
    rrule: series?.rule,
    summary: calendarEventTitle({ ...a, organizationName: input.organizationName }),
    description: description.length ? description.join('\n') : undefined,
    location: place,
    url: link ?? undefined,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    // A downloaded copy is the client's own event: no organizer, no guests, no e-mail shown.
    ...(input.method === 'publish'
      ? {}
      : {
          organizer: { name: a.professionalName, email: input.professionalEmail },
          // An anonymized client (LGPD) is no guest: calendars would write to the placeholder.
          attendees: isAnonymizedEmail(a.clientEmail)
            ? []
            : [{ name: a.clientName, email: a.clientEmail, rsvp: false }],
        }),
  });
}
