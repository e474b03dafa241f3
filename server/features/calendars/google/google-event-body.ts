import type { calendar_v3 } from '@googleapis/calendar';

/**
 * The id of an appointment's event: chosen by us (base32hex, which a UUID's hex digits are), so a
 * retry after an answer that never arrived finds the event instead of making a second one.
 */
export const googleEventIdFor = (appointmentId: string) => appointmentId.replaceAll('-', '');

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
