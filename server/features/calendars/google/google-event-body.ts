import type { calendar_v3 } from '@googleapis/calendar';
import { isAnonymizedEmail } from '@core/anonymized-client.ts';
import type { AppointmentToSync } from './google-sync.repository.ts';

/**
 * The id of an appointment's event: chosen by us (base32hex, which a UUID's hex digits are), so a
 * retry after an answer that never arrived finds the event instead of making a second one.
 */
export const googleEventIdFor = (appointmentId: string) => appointmentId.replaceAll('-', '');

const fill = (template: string, appointment: AppointmentToSync) =>
  template.replaceAll('{clientName}', appointment.clientName);

/** The event as the professional's settings describe it: title, description, time, the client. */
export function googleEventBody(appointment: AppointmentToSync): calendar_v3.Schema$Event {
  return {
    summary: fill(appointment.meetingTitle, appointment),
    description: fill(appointment.meetingDescription, appointment) || undefined,
    start: { dateTime: appointment.startTime.toISOString(), timeZone: appointment.timezone },
    end: { dateTime: appointment.endTime.toISOString(), timeZone: appointment.timezone },
    // The address or the phone goes in the event; an online place is the Meet or its link.
    location:
      appointment.locationKind && appointment.locationKind !== 'online'
        ? (appointment.locationDetail ?? undefined)
        : undefined,
    // An anonymized client leaves the event's guests (an LGPD erasure rewrites the event).
    attendees: isAnonymizedEmail(appointment.clientEmail)
      ? []
      : [{ email: appointment.clientEmail, displayName: appointment.clientName }],
  };
}

/** Asks Google for a new Meet conference on the event. */
export function meetRequest(appointmentId: string): calendar_v3.Schema$ConferenceData {
  return {
    createRequest: { requestId: appointmentId, conferenceSolutionKey: { type: 'hangoutsMeet' } },
  };
}

/** The event's Meet link: hangoutLink, or the video entry point of its conference. */
export function meetLinkOf(event: calendar_v3.Schema$Event): string | null {
  const video = event.conferenceData?.entryPoints?.find(
    (entry) => entry.entryPointType === 'video',
  );
  return event.hangoutLink ?? video?.uri ?? null;
}
