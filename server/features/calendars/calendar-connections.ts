import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import {
  googleCalendarInfo,
  googlePublicEventFields,
  googlePublicEventId,
} from './google/google-calendar-info.ts';

/**
 * The registry's data side: what each provider is without being built (calendar-provider.ts'
 * `CalendarProviderInfo`), one line per provider. calendar-providers.ts builds the providers
 * themselves; this list stays apart because the features read it (a provider's routes import
 * features, and the layers allow no import cycle).
 */
export const calendarInfos = [googleCalendarInfo] as const;

/** The provider whose connections are stored: Google today; a second one turns these into loops. */
const [connected] = calendarInfos;

/** The calendar a professional's appointments go to (a live connection, sync on), or null. */
export const findCalendarSyncTarget = connected.findSyncTarget;

/** The professional's connection as a statement left-joins it: live, and the calendar chosen. */
export const liveCalendarConnection = connected.liveConnection;

/**
 * True when the professional's calendar makes a conference for each online appointment without a
 * link: a provider that makes them, connected (live), calendar sync and 'criar Meet
 * automaticamente' on. `makesConference` is the same rule on a row already read.
 */
export const canMakeConference = connected.conference
  ? sql<boolean>`coalesce(${users.autoCreateMeet} and ${users.calendarSync}
  and ${liveCalendarConnection.live}, false)`
  : sql<boolean>`false`;

export function makesConference(professional: {
  autoCreateMeet: boolean;
  calendarSync: boolean;
  liveCalendarId: string | null;
}): boolean {
  return Boolean(
    connected.conference &&
    professional.autoCreateMeet &&
    professional.calendarSync &&
    professional.liveCalendarId,
  );
}

/** SPEC's public fields of an appointment's event (REST v1, webhooks, MCP), in one place. */
export const publicEventFields = googlePublicEventFields;
export type PublicEventFields = ReturnType<typeof publicEventFields>;
/** The event id a stored payload's public fields carry (null: none when it was written). */
export const publicEventId = googlePublicEventId;

/**
 * The calendars' stored ids (an appointment's `source` when a calendar made it) and pt-BR names,
 * for the texts that list the sources and the channels.
 */
export const calendarSources = calendarInfos.map(({ id, label }) => ({ id, label }));
