import { isAnonymizedEmail } from '@core/anonymized-client.ts';
import type { CalendarEventInput } from '../../../calendars/calendar-provider.ts';
import type { AppointmentToSync } from './calendar-sync.repository.ts';

const fill = (template: string, appointment: AppointmentToSync) =>
  template.replaceAll('{clientName}', appointment.clientName);

/** The event as the professional's settings describe it: title, description, time, the client. */
export function calendarEventInput(appointment: AppointmentToSync): CalendarEventInput {
  return {
    appointmentId: appointment.id,
    title: fill(appointment.meetingTitle, appointment),
    description: fill(appointment.meetingDescription, appointment) || null,
    start: appointment.startTime,
    end: appointment.endTime,
    timezone: appointment.timezone,
    // The address or the phone goes in the event; an online place is the conference or its link.
    location:
      appointment.locationKind && appointment.locationKind !== 'online'
        ? appointment.locationDetail
        : null,
    // An anonymized client leaves the event's guests (an LGPD erasure rewrites the event).
    attendees: isAnonymizedEmail(appointment.clientEmail)
      ? []
      : [{ email: appointment.clientEmail, name: appointment.clientName }],
    conference: appointment.autoCreateMeet,
  };
}
