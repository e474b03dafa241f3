import type { CalendarProviderInfo } from '../calendar-provider.ts';
import { type ExternalEventColumns, eventIdIn } from '../external-event.ts';
import { findGoogleSyncTarget, googleLiveConnection } from './google-sync.repository.ts';

const GOOGLE = 'google';

/**
 * Google Calendar as the app knows it without building the provider (calendar-connections.ts):
 * its stored id (also the appointments' `source` of a change it made), its name, its Meet
 * conferences and its stored connection.
 */
export const googleCalendarInfo = {
  id: GOOGLE,
  label: 'Google Calendar',
  conference: true,
  findSyncTarget: findGoogleSyncTarget,
  liveConnection: googleLiveConnection,
} satisfies CalendarProviderInfo;

/**
 * SPEC's public field of an appointment's event (REST v1, webhooks, MCP, e-mails), named after
 * Google: the event's id when it is in Google Calendar, else null. The one place it is filled.
 */
export const googlePublicEventFields = (link: ExternalEventColumns) => ({
  googleEventId: eventIdIn(GOOGLE, link),
});

/** The event id a stored payload carries in that field (null: none when it was written). */
export const googlePublicEventId = (fields: ReturnType<typeof googlePublicEventFields>) =>
  fields.googleEventId;
