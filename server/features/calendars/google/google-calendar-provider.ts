import type { calendar_v3 } from '@googleapis/calendar';
import type { BusyInterval } from '@core/scheduling/slots.ts';
import type { Db, DbEngine } from '../../../db/client.ts';
import type { BusyAnswer, BusyOwner, BusyRange } from '../../scheduling/busy-source.ts';
import type {
  CalendarChanges,
  CalendarConnection,
  CalendarEventInput,
  CalendarProvider,
  CalendarProviderDeps,
  ExternalEventLink,
  ExternalEventRef,
  ProviderCalendar,
} from '../calendar-provider.ts';
import { type GoogleDeps, withConnectedGoogle } from './connected-google.ts';
import { GoogleBusyTimes } from './google-busy-times.ts';
import { calendarApi, isInvalidGrant, listGoogleCalendars } from './google-client.ts';
import { failedGoogleCall, refusedGoogleConnection } from './google-call-failure.ts';
import { googleEventIdFor, meetLinkOf, meetRequest } from './google-event-body.ts';
import { googleBlockEventIdFor } from './block-event-id.ts';
import { deleteGoogleEvent, googleStatusOf } from './google-event-calls.ts';
import { googleCalendarInfo } from './google-calendar-info.ts';
import { findGoogleConnection } from './google.repository.ts';
import { googleSettings } from './google-settings.ts';
import { googleRoutes } from './google.routes.ts';
import { listPullableConnections, withPullLock } from './google-pull.repository.ts';
import { googleChanges } from './pull-google-changes.ts';

/**
 * The event Google is sent for an appointment, or for a block: busy, its title alone, marked as
 * the block's (so the busy times and the pull know it for ours).
 */
function eventBody(event: CalendarEventInput): calendar_v3.Schema$Event {
  const times = {
    summary: event.title,
    start: { dateTime: event.start.toISOString(), timeZone: event.timezone },
    end: { dateTime: event.end.toISOString(), timeZone: event.timezone },
  };
  if ('blockId' in event) {
    const agendeiBlockId = event.blockId;
    return {
      ...times,
      transparency: 'opaque',
      extendedProperties: { private: { agendeiBlockId } },
    };
  }
  return {
    ...times,
    description: event.description ?? undefined,
    location: event.location ?? undefined,
    attendees: event.attendees.map(({ email, name }) => ({ email, displayName: name })),
  };
}

/** The id we choose for the event of an appointment or of a block. */
const ourEventId = (event: CalendarEventInput | ExternalEventRef) =>
  'blockId' in event ? googleBlockEventIdFor(event.blockId) : googleEventIdFor(event.appointmentId);

/** A new Meet conference, when the appointment's event asks for one (a block's never does). */
const conferenceOf = (event: CalendarEventInput) =>
  'blockId' in event || !event.conference ? null : meetRequest(event.appointmentId);

const linkOf = (event: calendar_v3.Schema$Event, fallbackId: string): ExternalEventLink => ({
  eventId: event.id ?? fallbackId,
  meetingLink: meetLinkOf(event),
});

/** Google Calendar behind the calendar-provider interface (stored id: 'google'). */
export class GoogleCalendarProvider implements CalendarProvider {
  readonly id = googleCalendarInfo.id;
  readonly via = 'calendar' as const;
  readonly routes = googleRoutes;
  private readonly deps: GoogleDeps;
  private readonly busy: GoogleBusyTimes;

  constructor({ db, config, log, events }: CalendarProviderDeps) {
    this.deps = { db, config };
    this.busy = new GoogleBusyTimes({ db, config, log }, events);
  }

  configured(): boolean {
    return this.busy.configured();
  }

  get(owner: BusyOwner, range: BusyRange, now: number): Promise<BusyAnswer> {
    return this.busy.get(owner, range, now);
  }

  fresh(owner: BusyOwner, range: BusyRange): Promise<BusyInterval[]> {
    return this.busy.fresh(owner, range);
  }

  close(): void {
    this.busy.close();
  }

  async connection(userId: string): Promise<CalendarConnection | null> {
    if (!googleSettings(this.deps.config)) return null;
    const found = await findGoogleConnection(this.deps.db, userId);
    if (!found) return null;
    const { googleEmail, calendarId, calendarName, needsReconnect } = found;
    return { account: googleEmail, calendarId, calendarName, needsReconnect };
  }

  async needsReconnect(userId: string): Promise<boolean> {
    return (await this.connection(userId))?.needsReconnect ?? false;
  }

  async listCalendars(userId: string): Promise<ProviderCalendar[]> {
    const entries = await withConnectedGoogle(this.deps, { userId }, ({ settings, auth }) =>
      listGoogleCalendars(settings, auth),
    );
    return entries.map(({ id, summary, primary }) => ({ id, name: summary, primary }));
  }

  private withApi<T>(userId: string, work: (api: calendar_v3.Calendar) => Promise<T>) {
    return withConnectedGoogle(this.deps, { userId }, ({ settings, auth }) =>
      work(calendarApi(settings, auth)),
    );
  }

  /**
   * An event call as the professional: Google's refusals become a `CalendarCallError` (a refused
   * grant marks the connection for reconnection first).
   */
  private async eventCall<T>(userId: string, work: (api: calendar_v3.Calendar) => Promise<T>) {
    const outcome = await withConnectedGoogle(this.deps, { userId }, async ({ settings, auth }) => {
      try {
        return { done: await work(calendarApi(settings, auth)) };
      } catch (error) {
        // A refused grant is the wrapper's to handle: it marks the connection for reconnection.
        if (isInvalidGrant(error)) throw error;
        return { failed: failedGoogleCall(error) };
      }
    }).catch((error: unknown) => {
      throw refusedGoogleConnection(error);
    });
    if ('failed' in outcome) throw outcome.failed;
    return outcome.done;
  }

  /** Our id for the event, so a retry finds it; one Google already made (409) is patched. */
  createEvent(userId: string, calendarId: string, event: CalendarEventInput) {
    const id = ourEventId(event);
    const conferenceData = conferenceOf(event);
    return this.eventCall(userId, async (api) => {
      try {
        const { data } = await api.events.insert({
          calendarId,
          sendUpdates: 'none',
          ...(conferenceData ? { conferenceDataVersion: 1 } : {}),
          requestBody: { id, ...eventBody(event), ...(conferenceData ? { conferenceData } : {}) },
        });
        return linkOf(data, id);
      } catch (error) {
        if (googleStatusOf(error) !== 409) throw error;
        const { data } = await api.events.patch({
          calendarId,
          eventId: id,
          sendUpdates: 'none',
          requestBody: eventBody(event),
        });
        return linkOf(data, id);
      }
    });
  }

  updateEvent(userId: string, calendarId: string, eventId: string, event: CalendarEventInput) {
    return this.eventCall(userId, async (api) => {
      const { data } = await api.events.patch({
        calendarId,
        eventId,
        sendUpdates: 'none',
        requestBody: eventBody(event),
      });
      return linkOf(data, eventId);
    });
  }

  /** Without a known id, the event is ours by the appointment's (or block's) id (a create never answered). */
  deleteEvent(userId: string, calendarId: string, event: ExternalEventRef): Promise<void> {
    const eventId = event.eventId ?? ourEventId(event);
    return this.eventCall(userId, (api) => deleteGoogleEvent(api, calendarId, eventId));
  }

  conferenceLink(userId: string, calendarId: string, eventId: string) {
    return this.withApi(userId, async (api) =>
      meetLinkOf((await api.events.get({ calendarId, eventId })).data),
    );
  }

  pullChanges(userId: string, db: Db, now: number): Promise<CalendarChanges | null> {
    return googleChanges(this.deps, userId, db, now);
  }

  async pullableUsers(): Promise<string[]> {
    return this.configured() ? listPullableConnections(this.deps.db) : [];
  }

  withPullLock(engine: DbEngine, userId: string, work: (connectionDb: Db) => Promise<void>) {
    return withPullLock(this.deps.db, engine, userId, work);
  }
}
