import type { calendar_v3 } from '@googleapis/calendar';
import { googleEventBody, googleEventIdFor, meetRequest } from './google-event-body.ts';
import type { AppointmentToSync } from './google-sync.repository.ts';

type Calendar = calendar_v3.Calendar;

/** The HTTP status of a failed call to Google, or undefined when no answer came. */
export function googleStatusOf(error: unknown): number | undefined {
  const failure = error as { response?: { status?: unknown }; status?: unknown } | null;
  const status = failure?.response?.status ?? failure?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Makes Google's event match the appointment: patched when it exists, inserted (with a Meet
 * conference when the professional wants one) when not. The id is ours, so an insert that Google
 * already made (409) becomes a patch.
 */
export async function upsertGoogleEvent(
  api: Calendar,
  calendarId: string,
  appointment: AppointmentToSync,
): Promise<calendar_v3.Schema$Event> {
  const body = googleEventBody(appointment);
  const patch = async (eventId: string) =>
    (await api.events.patch({ calendarId, eventId, sendUpdates: 'none', requestBody: body })).data;
  if (appointment.googleEventId) return patch(appointment.googleEventId);
  const id = googleEventIdFor(appointment.id);
  try {
    const { data } = await api.events.insert({
      calendarId,
      sendUpdates: 'none',
      ...(appointment.autoCreateMeet ? { conferenceDataVersion: 1 } : {}),
      requestBody: {
        id,
        ...body,
        ...(appointment.autoCreateMeet ? { conferenceData: meetRequest(appointment.id) } : {}),
      },
    });
    return data;
  } catch (error) {
    if (googleStatusOf(error) === 409) return patch(id);
    throw error;
  }
}

/** Deletes the event; one already gone (404, 410) counts as deleted. */
export async function deleteGoogleEvent(api: Calendar, calendarId: string, eventId: string) {
  try {
    await api.events.delete({ calendarId, eventId, sendUpdates: 'none' });
  } catch (error) {
    const status = googleStatusOf(error);
    if (status !== 404 && status !== 410) throw error;
  }
}
