import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInProfessional } from '@tests/helpers/factories.ts';
import {
  type GoogleTestApp,
  connectGoogle,
  startGoogleTestApp,
} from '@tests/helpers/google-connect.ts';
import type { GoogleEmulator } from '@tests/helpers/google-emulator.ts';
import { deliverDue } from '@tests/helpers/outbox.ts';
import { caller } from '@tests/helpers/requests.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import type { Config } from '../../../config.ts';
import { appointments, googleConnections, webhookLogs } from '../../../db/schema.ts';
import type { DeliveryDeps } from '../../outbox/delivery-deps.ts';
import { startCalendarSyncScheduler } from '../../../jobs/calendar-sync-scheduler.ts';
import { type DomainEvent, createLocalEventBus } from '../../../realtime/event-bus.ts';
import { googleEventIdFor } from './google-event-body.ts';
import { pullCalendarChanges } from '../pull-calendar-changes.ts';

const HOUR = 3_600_000;
const CALENDAR = 'bruno.lima@gmail.com';

let google: GoogleEmulator;
let t: TestApp;
let config: Config;
let deps: DeliveryDeps;
const bus = createLocalEventBus();
const published: DomainEvent[] = [];
let setup: GoogleTestApp;
beforeAll(async () => {
  setup = await startGoogleTestApp();
  ({ google, t, config } = setup);
  deps = { db: t.db, config, calendars: t.calendars, sendEmail: async () => {} };
  bus.subscribe((event) => published.push(event));
});
afterAll(async () => {
  await setup.close();
  await bus.close();
});

const call = caller(() => t);
const pull = (userId: string) =>
  pullCalendarChanges({ db: t.db, events: bus }, t.calendars[0]!, userId);

/** A connected professional with one appointment whose event is in the emulated calendar. */
async function bookedAndSynced() {
  const pro = await signedInProfessional(t);
  expect(await connectGoogle(t, pro.token)).toBe('/settings?google_auth=success');
  const response = await call('POST', '/api/appointments', pro.token, {
    clientName: 'Maria Oliveira',
    clientEmail: 'maria@example.com',
    startTime: new Date(Date.now() + 3 * 24 * HOUR).toISOString(),
    duration: 60,
  });
  expect(response.statusCode, response.body).toBe(201);
  const appointment = response.json() as { id: string; startTime: string; endTime: string };
  await deliverDue(deps, Date.now());
  const eventId = googleEventIdFor(appointment.id);
  expect(google.events.find(CALENDAR, eventId)).toBeDefined();
  return { pro, appointment, eventId };
}

const rowsOf = (appointmentId: string, eventType: string) =>
  t.db
    .select()
    .from(webhookLogs)
    .where(and(eq(webhookLogs.appointmentId, appointmentId), eq(webhookLogs.eventType, eventType)));

const appointmentRow = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0];

describe('Google Calendar two-way sync', () => {
  it('moves the appointment when its event moves in Google, without writing back', async () => {
    const { pro, appointment, eventId } = await bookedAndSynced();
    const first = await pull(pro.id);
    expect(first).toMatchObject({ full: true, moved: 0, cancelled: 0 });

    const start = new Date(Date.parse(appointment.startTime) + 2 * HOUR).toISOString();
    const end = new Date(Date.parse(appointment.startTime) + 3 * HOUR).toISOString();
    google.events.move(CALENDAR, eventId, start, end);
    expect(await pull(pro.id)).toMatchObject({ full: false, moved: 1 });

    const row = await appointmentRow(appointment.id);
    expect(row?.startTime.toISOString()).toBe(start);
    expect(row?.endTime.toISOString()).toBe(end);
    const updated = await rowsOf(appointment.id, 'appointment.updated');
    expect(updated.some((log) => log.channel !== 'google')).toBe(true);
    expect(updated.filter((log) => log.channel === 'google')).toEqual([]);
    expect(published).toContainEqual(
      expect.objectContaining({ type: 'appointment_updated', appointmentId: appointment.id }),
    );
    // Pulling again changes nothing.
    expect(await pull(pro.id)).toMatchObject({ seen: 0, moved: 0 });
  });

  it('deletes the appointment when its event is cancelled in Google', async () => {
    const { pro, appointment, eventId } = await bookedAndSynced();
    await pull(pro.id);
    google.events.cancel(CALENDAR, eventId);
    expect(await pull(pro.id)).toMatchObject({ cancelled: 1 });
    expect(await appointmentRow(appointment.id)).toBeUndefined();
    const cancelled = await rowsOf(appointment.id, 'appointment.cancelled');
    expect(cancelled.filter((log) => log.channel === 'google')).toEqual([]);
    expect(published).toContainEqual(
      expect.objectContaining({ type: 'appointment_deleted', appointmentId: appointment.id }),
    );
  });

  it('ignores events that are not ours', async () => {
    const { pro, appointment } = await bookedAndSynced();
    await pull(pro.id);
    const start = new Date(Date.now() + 2 * 24 * HOUR).toISOString();
    const end = new Date(Date.now() + 2 * 24 * HOUR + HOUR).toISOString();
    google.events.add({
      id: 'dentista123',
      calendarId: CALENDAR,
      start: { dateTime: start },
      end: { dateTime: end },
    });
    // Looks like one of ours, but no such appointment (or another professional's).
    google.events.add({
      id: '0123456789abcdef0123456789abcdef',
      calendarId: CALENDAR,
      start: { dateTime: start },
      end: { dateTime: end },
    });
    google.events.cancel(CALENDAR, 'dentista123');
    expect(await pull(pro.id)).toMatchObject({ seen: 2, moved: 0, cancelled: 0 });
    expect((await appointmentRow(appointment.id))?.startTime.toISOString()).toBe(
      appointment.startTime,
    );
  });

  it('pulls with the stored sync token, and starts over when Google answers 410', async () => {
    const { pro } = await bookedAndSynced();
    const lists = () =>
      google.events.calls.filter((c) => c.method === 'GET' && c.calendarId === CALENDAR);
    const before = lists().length;
    await pull(pro.id);
    const [firstCall] = lists().slice(before);
    expect(firstCall?.query.get('syncToken')).toBeNull();
    expect(firstCall?.query.get('timeMin')).toBeTruthy();
    expect(firstCall?.query.get('singleEvents')).toBe('true');
    expect(firstCall?.query.get('showDeleted')).toBe('true');
    const [stored] = await t.db
      .select({ syncToken: googleConnections.syncToken })
      .from(googleConnections)
      .where(eq(googleConnections.userId, pro.id));
    expect(stored?.syncToken).toMatch(/^sync-/);

    await pull(pro.id);
    expect(lists().at(-1)?.query.get('syncToken')).toBe(stored?.syncToken);

    google.events.expireSyncTokens();
    expect(await pull(pro.id)).toMatchObject({ full: true });
    const [gone, full] = lists().slice(-2);
    expect(gone?.query.get('syncToken')).toBe(stored?.syncToken);
    expect(full?.query.get('syncToken')).toBeNull();
  });

  it('the scheduler pulls every connected professional', async () => {
    const { pro, appointment, eventId } = await bookedAndSynced();
    const scheduler = startCalendarSyncScheduler({
      db: t.db,
      engine: t.database.engine,
      events: bus,
      calendars: t.calendars,
      intervalMs: 3_600_000,
    });
    try {
      await scheduler.runOnce();
      google.events.cancel(CALENDAR, eventId);
      await scheduler.runOnce();
      expect(await appointmentRow(appointment.id)).toBeUndefined();
      expect(pro.id).toBeTruthy();
    } finally {
      await scheduler.stop();
    }
  });
});
