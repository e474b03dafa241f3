import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db, DbEngine } from '../../db/client.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { BusySource } from '../scheduling/busy-source.ts';

/** What a provider is built with (buildApp passes it; each provider reads its own keys). */
export interface CalendarProviderDeps {
  db: Db;
  config: Config;
  log: Pick<FastifyBaseLogger, 'warn'>;
  events: EventBus;
}

/** A professional's connection to the provider, as the settings card shows it. */
export interface CalendarConnection {
  /** The account connected (an e-mail), when the provider told it. */
  account: string | null;
  /** The calendar appointments go to; null: the account's primary one. */
  calendarId: string | null;
  calendarName: string | null;
  /** The provider refused the grant (revoked or expired): the professional must connect again. */
  needsReconnect: boolean;
}

/** One of the account's calendars the professional may choose. */
export interface ProviderCalendar {
  id: string;
  name: string;
  primary: boolean;
}

/** When an event is and what it is called, for an appointment's event and a block's alike. */
interface EventTimes {
  title: string;
  start: Date;
  end: Date;
  timezone: string;
}

/**
 * A block ('Bloqueio', decision 076) as its event shows it: busy, its title only (never its
 * notes), no guests, no conference. The provider marks the event as the block's, so its busy time
 * is not read back as another calendar's.
 */
export interface BlockEventInput extends EventTimes {
  blockId: string;
}

/** The appointment as an event shows it (title and description already filled in). */
export interface AppointmentEventInput extends EventTimes {
  appointmentId: string;
  description: string | null;
  /** An address or a phone; an online place is the conference or its link. */
  location: string | null;
  /** Empty when the client was anonymized. */
  attendees: { email: string; name: string }[];
  /** Ask the provider for a conference (a video call) on a new event. */
  conference: boolean;
}

/** An appointment's event or a block's. */
export type CalendarEventInput = AppointmentEventInput | BlockEventInput;

/** The appointment's link to its external event, as the appointment keeps it. */
export interface ExternalEventLink {
  eventId: string;
  /** The conference's link (Meet, Teams), when the provider made one. */
  meetingLink: string | null;
}

/**
 * Why an event call failed, as the provider judged it (its own error codes stay in its folder):
 * the outbox retries the row, fails it, or drops it when there is nothing to do any more.
 */
export interface CalendarFailure {
  /** pt-BR, as the outbox history shows it. */
  reason: string;
  retryable: boolean;
  /** Not connected, or the provider is off on this server: the change is not sent. */
  dropped: boolean;
  httpStatus: number | null;
  excerpt: string | null;
}

/** Thrown by `createEvent`, `updateEvent` and `deleteEvent` with the provider's judgement. */
export class CalendarCallError extends Error {
  constructor(readonly failure: CalendarFailure) {
    super(failure.reason);
  }
}

/**
 * The event of an appointment (or of a block) to delete; `eventId` null when it was never known
 * (a create unanswered).
 */
export type ExternalEventRef =
  { appointmentId: string; eventId: string | null } | { blockId: string; eventId: string | null };

/** The id of what the event shows: the appointment's, or the block's. */
export const eventOwnerId = (event: CalendarEventInput | ExternalEventRef): string =>
  'blockId' in event ? event.blockId : event.appointmentId;

/** A change made in the provider's calendar to one of our appointments' events. */
export type CalendarChange =
  | { appointmentId: string; kind: 'cancelled' }
  | { appointmentId: string; kind: 'moved'; start: Date; end: Date };

/** The changes since the last pull; `commit` keeps the cursor once they are applied. */
export interface CalendarChanges {
  /** Events the provider reported as changed (ours or not). */
  seen: number;
  changes: CalendarChange[];
  /** Started over without a cursor (first run, or the provider dropped it). */
  full: boolean;
  commit(): Promise<void>;
}

/**
 * A calendar outside Agendei, shaped like Cal.com's `Calendar`: its busy times fill the slots
 * (cached and fresh, the BusySource half), its events mirror the appointments, and the changes
 * made there come back. Every call names the professional; the provider opens their connection
 * and fails in pt-BR (AppError) when there is none. `id` is stored (appointments, outbox rows,
 * audit) and never changes. A provider is its folder and one line in calendar-providers.ts.
 */
export interface CalendarProvider extends BusySource {
  readonly id: string;
  /** How a change pulled from this calendar is signed (the actor's `via`). */
  readonly via: Actor['via'];
  /** Its own routes (OAuth consent and callback, status, calendars), registered by buildApp. */
  readonly routes?: FastifyPluginAsyncZod<FeatureDeps>;

  /** The professional's connection, or null when not connected (or the provider is off). */
  connection(userId: string): Promise<CalendarConnection | null>;
  /** Connected and usable: no reconnection needed. */
  needsReconnect(userId: string): Promise<boolean>;
  listCalendars(userId: string): Promise<ProviderCalendar[]>;

  /** Event calls fail with a `CalendarCallError`. */
  createEvent(
    userId: string,
    calendarId: string,
    event: CalendarEventInput,
  ): Promise<ExternalEventLink>;
  updateEvent(
    userId: string,
    calendarId: string,
    eventId: string,
    event: CalendarEventInput,
  ): Promise<ExternalEventLink>;
  /** An event already gone counts as deleted. */
  deleteEvent(userId: string, calendarId: string, event: ExternalEventRef): Promise<void>;
  /** The event's conference link now (null: none). */
  conferenceLink(userId: string, calendarId: string, eventId: string): Promise<string | null>;

  /** Incremental changes since the stored cursor (null: not connected); `db` writes the cursor. */
  pullChanges(userId: string, db: Db, now: number): Promise<CalendarChanges | null>;
  /** The professionals whose calendar the sync loop pulls (a live connection, sync on). */
  pullableUsers(): Promise<string[]>;
  /**
   * Runs `work` while no other instance pulls the professional (false: one does); `work` gets
   * the handle that writes the cursor.
   */
  withPullLock(
    engine: DbEngine,
    userId: string,
    work: (connectionDb: Db) => Promise<void>,
  ): Promise<boolean>;
}

/**
 * What the app knows of a provider without building it, read by a change's transaction (which may
 * run on the database thread, where no provider object exists), the booking place and the texts
 * that name it. Each provider's folder declares it; calendar-connections.ts lists them.
 */
export interface CalendarProviderInfo {
  /** Stored (appointments' `calendar_provider` and `source`, outbox rows, audit): never changes. */
  readonly id: string;
  /** Its pt-BR name, as the LGPD export and the MCP documentation write it. */
  readonly label: string;
  /** It makes a conference (a video call) for an online appointment without a fixed link. */
  readonly conference: boolean;
  /** The calendar a professional's appointments go to (a live connection, sync on), or null. */
  findSyncTarget(db: Db, userId: string): Promise<{ calendarId: string } | null>;
  /**
   * The professional's stored connection as a statement left-joins it on `userId`: `live` is a
   * grant that needs no reconnection, `calendarId` the calendar chosen (null: the primary one).
   */
  readonly liveConnection: {
    table: PgTable;
    userId: AnyPgColumn;
    calendarId: AnyPgColumn;
    live: SQL<boolean>;
  };
}

/** Finds the provider an appointment's event link names. */
export function providerById(
  providers: readonly CalendarProvider[],
  id: string | null,
): CalendarProvider | undefined {
  return providers.find((provider) => provider.id === id);
}
