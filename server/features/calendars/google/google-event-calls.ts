import type { calendar_v3 } from '@googleapis/calendar';

type Calendar = calendar_v3.Calendar;

/** The HTTP status of a failed call to Google, or undefined when no answer came. */
export function googleStatusOf(error: unknown): number | undefined {
  const failure = error as { response?: { status?: unknown }; status?: unknown } | null;
  const status = failure?.response?.status ?? failure?.status;
  return typeof status === 'number' ? status : undefined;
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
