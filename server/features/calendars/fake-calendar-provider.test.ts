import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BusyInterval } from '@core/scheduling/slots.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { deliverDue } from '@tests/helpers/outbox.ts';
import { testConfig } from '../../config.ts';
import { appointments } from '../../db/schema.ts';
import { createLocalEventBus } from '../../realtime/event-bus.ts';
import type { BusyOwner, BusyRange } from '../scheduling/busy-source.ts';
import {
  type CalendarChange,
  type CalendarEventInput,
  type CalendarProvider,
  type ExternalEventRef,
  eventOwnerId,
} from './calendar-provider.ts';
import { liveCalendarConnection } from './calendar-connections.ts';
import { pullCalendarChanges } from './pull-calendar-changes.ts';

/** A calendar kept in memory: what a test adds is busy, what it queues comes back on a pull. */
class FakeCalendar implements CalendarProvider {
  readonly id = 'fake';
  readonly via = 'system' as const;
  busy: BusyInterval[] = [];
  queued: CalendarChange[] = [];
  commits = 0;
  events = new Map<string, { calendarId: string; title: string }>();
  /** The event calls the outbox made, in order. */
  calls: string[] = [];

  configured = () => true;
  get = async (_owner: BusyOwner, range: BusyRange, now: number) => ({
    busy: this.busy.filter((b) => b.end > range.start && b.start < range.end),
    fetchedAt: now,
  });
  fresh = async (owner: BusyOwner, range: BusyRange) => (await this.get(owner, range, 0)).busy;
  close = () => {};
  connection = async () => ({
    account: 'bruno@example.com',
    calendarId: 'agenda',
    calendarName: 'Agenda',
    needsReconnect: false,
  });
  needsReconnect = async () => false;
  listCalendars = async () => [{ id: 'agenda', name: 'Agenda', primary: true }];
  private save(calendarId: string, event: CalendarEventInput) {
    this.events.set(eventOwnerId(event), { calendarId, title: event.title });
    return { eventId: eventOwnerId(event), meetingLink: null };
  }
  createEvent = async (_userId: string, calendarId: string, event: CalendarEventInput) => {
    this.calls.push(`create ${eventOwnerId(event)} ${calendarId}`);
    return this.save(calendarId, event);
  };
  updateEvent = async (
    _userId: string,
    calendarId: string,
    eventId: string,
    event: CalendarEventInput,
  ) => {
    this.calls.push(`update ${eventId} ${event.start.toISOString()}`);
    return this.save(calendarId, event);
  };
  deleteEvent = async (_userId: string, _calendarId: string, event: ExternalEventRef) => {
    this.calls.push(`delete ${event.eventId ?? eventOwnerId(event)}`);
    this.events.delete(event.eventId ?? eventOwnerId(event));
  };
  conferenceLink = async () => null;
  pullChanges = async () => {
    const changes = this.queued.splice(0);
    return { seen: changes.length, changes, full: false, commit: async () => void this.commits++ };
  };
  pullableUsers = async () => [];
  withPullLock = async (_engine: unknown, _userId: string, work: (db: never) => Promise<void>) => {
    await work(t.db as never);
    return true;
  };
}

const fake = new FakeCalendar();
let t: TestApp;
beforeAll(async () => {
  // The fake is the registry's one line here (calendar-providers.ts lists the real ones).
  t = await createTestApp({}, () => [fake]);
});
afterAll(() => t.close());
beforeEach(() => {
  fake.busy = [];
  fake.queued = [];
});

const slotTimes = async (professionalId: string, date: string) => {
  const response = await t.app.inject({
    url: `/api/slots?professionalId=${professionalId}&from=${date}&to=${date}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().slots as Array<{ time: string }>).map((slot) => slot.time);
};

const book = (professionalId: string, startTime: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(professionalId, startTime),
  });

const busyFrom = (from: string, to: string) => {
  fake.busy = [{ start: Date.parse(from), end: Date.parse(to) }];
};

describe('a calendar provider added with one registry line (fake)', () => {
  it('fills the slots its busy times touch, and a booking reads them fresh', async () => {
    const { pro } = await bookableProfessional(t);
    const date = dateAhead(3);
    busyFrom(at(date, '10:15'), at(date, '10:45'));
    expect(await slotTimes(pro.id, date)).toEqual(['09:00', '10:45']);

    expect((await book(pro.id, at(date, '10:00'))).statusCode).toBe(409);
    expect((await book(pro.id, at(date, '09:00'))).statusCode).toBe(201);
  });

  it('moves and deletes appointments as its pulled changes say, and keeps its cursor', async () => {
    const { pro } = await bookableProfessional(t, { name: 'Carla Souza' });
    const date = dateAhead(4);
    const moved = (await book(pro.id, at(date, '09:00'))).json();
    const cancelled = (await book(pro.id, at(date, '10:00'))).json();
    fake.queued = [
      {
        appointmentId: moved.id,
        kind: 'moved',
        start: new Date(at(date, '11:00')),
        end: new Date(at(date, '12:00')),
      },
      { appointmentId: cancelled.id, kind: 'cancelled' },
      { appointmentId: crypto.randomUUID(), kind: 'cancelled' },
    ];
    const commits = fake.commits;
    const bus = createLocalEventBus();
    const result = await pullCalendarChanges({ db: t.db, events: bus }, fake, pro.id);
    await bus.close();

    expect(result).toEqual({ seen: 3, moved: 1, cancelled: 1, full: false });
    expect(fake.commits).toBe(commits + 1);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, moved.id));
    expect(row!.startTime.toISOString()).toBe(at(date, '11:00'));
    const gone = await t.db.select().from(appointments).where(eq(appointments.id, cancelled.id));
    expect(gone).toEqual([]);
  });

  it('lets the staff move and delete an appointment while it is registered', async () => {
    const { pro } = await bookableProfessional(t, { name: 'Dora Lima' });
    const date = dateAhead(5);
    const booked = (await book(pro.id, at(date, '09:00'))).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${booked.id}`,
      headers: bearer(pro.token),
      payload: { startTime: at(date, '10:00'), endTime: at(date, '11:00') },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().googleEventId).toBeNull();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointments/${booked.id}`,
      headers: bearer(pro.token),
    });
    expect(removed.statusCode).toBe(204);
  });

  it('gets the events of a booking, a move and a cancellation through the outbox', async () => {
    const { pro } = await bookableProfessional(t, { name: 'Elisa Rocha' });
    // A change's transaction reads the stored connections (calendar-connections.ts): the
    // professional's is live there; the delivery then goes to the registered provider, the fake.
    await t.db
      .insert(liveCalendarConnection.table)
      .values({ userId: pro.id, organizationId: pro.organizationId, refreshToken: 'sealed' });
    const deps = {
      db: t.db,
      config: testConfig(),
      calendars: [fake],
      sendEmail: async () => undefined,
    };
    const date = dateAhead(6);
    const booked = (await book(pro.id, at(date, '09:00'))).json();
    await deliverDue(deps, Date.now());
    // The calendar the provider's connection names at delivery ('agenda'), not the one written.
    expect(fake.events.get(booked.id)).toMatchObject({ calendarId: 'agenda' });
    const [linked] = await t.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(linked).toMatchObject({ calendarProvider: 'fake', calendarEventId: booked.id });

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${booked.id}`,
      headers: bearer(pro.token),
      payload: { startTime: at(date, '10:00'), endTime: at(date, '11:00') },
    });
    expect(put.statusCode).toBe(200);
    await deliverDue(deps, Date.now());
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointments/${booked.id}`,
      headers: bearer(pro.token),
    });
    expect(removed.statusCode).toBe(204);
    await deliverDue(deps, Date.now());

    expect(fake.calls.filter((call) => call.includes(booked.id))).toEqual([
      `create ${booked.id} agenda`,
      `update ${booked.id} ${at(date, '10:00')}`,
      `delete ${booked.id}`,
    ]);
    expect(fake.events.has(booked.id)).toBe(false);
  });
});
