/** An appointment's link to its event in a calendar outside Agendei (migration 0023). */
export interface ExternalEventColumns {
  calendarProvider: string | null;
  calendarEventId: string | null;
}

/** The event id an output field named after one provider shows: null when it is in another. */
export function eventIdIn(provider: string, link: ExternalEventColumns): string | null {
  return link.calendarProvider === provider ? link.calendarEventId : null;
}

/** The columns cleared when the appointment leaves its calendar (handed to another professional). */
export const noExternalEvent = { calendarProvider: null, calendarId: null, calendarEventId: null };
