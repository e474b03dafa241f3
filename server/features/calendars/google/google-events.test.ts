import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import {
  type GoogleTestApp,
  connectGoogle,
  startGoogleTestApp,
} from '@tests/helpers/google-connect.ts';
import type { GoogleEmulator } from '@tests/helpers/google-emulator.ts';
import { deliverDue, fastRetryConfig } from '@tests/helpers/outbox.ts';
import { caller } from '@tests/helpers/requests.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { googleConnections, webhookLogs } from '../../../db/schema.ts';
import type { DeliveryDeps } from '../../outbox/delivery-deps.ts';
import type { StoredPayload } from '../../outbox/notification-payload.ts';
import type { ClaimedRow } from '../../outbox/webhook-logs.repository.ts';
import { googleEventIdFor } from './google-event-body.ts';

const HOUR = 3_600_000;
const CALENDAR = 'bruno.lima@gmail.com';

let google: GoogleEmulator;
let t: TestApp;
let deps: DeliveryDeps;
const emails: ClaimedRow[] = [];
let setup: GoogleTestApp;
beforeAll(async () => {
  setup = await startGoogleTestApp();
  ({ google, t } = setup);
  const { config } = setup;
  deps = {
    db: t.db,
    config,
    calendars: t.calendars,
    sendEmail: async (row) => {
      emails.push(row);
    },
  };
});
afterAll(async () => setup.close());

const call = caller(() => t);

/** A connected professional with the given profile settings (sync and Meet on by default). */
async function connected(profile: Record<string, unknown> = {}) {
  const pro = await signedInProfessional(t);
  expect(await connectGoogle(t, pro.token)).toBe('/settings?google_auth=success');
  const saved = await call('PATCH', '/api/user/profile', pro.token, {
    meetingTitle: 'Reunião com {clientName}',
    meetingDescription: 'Consulta online com {clientName}.',
    ...profile,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return pro;
}

async function book(token: string, startMs = Date.now() + 3 * 24 * HOUR) {
  const response = await call('POST', '/api/appointments', token, {
    clientName: 'Maria Oliveira',
    clientEmail: 'maria@example.com',
    startTime: new Date(startMs).toISOString(),
    duration: 60,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; startTime: string };
}

const googleRows = (appointmentId: string) =>
  t.db
    .select()
    .from(webhookLogs)
    .where(and(eq(webhookLogs.appointmentId, appointmentId), eq(webhookLogs.channel, 'google')));

const appointmentOf = async (token: string, id: string) => {
  const list = (await call('GET', '/api/appointments', token)).json() as {
    id: string;
    meetLink: string | null;
    googleEventId: string | null;
  }[];
  return list.find((appointment) => appointment.id === id);
};

describe('Google Calendar events', () => {
  it('inserts an event with the client and a Meet link, and keeps both on the appointment', async () => {
    const pro = await connected();
    const appointment = await book(pro.token);
    const [row] = await googleRows(appointment.id);
    expect(row).toMatchObject({ status: 'pending', channel: 'google', url: CALENDAR });

    await deliverDue(deps, Date.now());
    const eventId = googleEventIdFor(appointment.id);
    const event = google.events.find(CALENDAR, eventId);
    expect(event).toMatchObject({
      summary: 'Reunião com Maria Oliveira',
      description: 'Consulta online com Maria Oliveira.',
      start: { dateTime: appointment.startTime, timeZone: 'America/Sao_Paulo' },
      attendees: [{ email: 'maria@example.com', displayName: 'Maria Oliveira' }],
    });
    const insert = google.events.calls.find(
      (entry) => entry.method === 'POST' && (entry.body as { id?: string }).id === eventId,
    );
    expect(insert?.query.get('conferenceDataVersion')).toBe('1');
    expect(insert?.body).toMatchObject({
      conferenceData: { createRequest: { conferenceSolutionKey: { type: 'hangoutsMeet' } } },
    });
    expect(event?.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\/[a-z0-9-]+$/);
    expect(await appointmentOf(pro.token, appointment.id)).toMatchObject({
      googleEventId: eventId,
      meetLink: event?.hangoutLink,
    });
    expect((await googleRows(appointment.id))[0]).toMatchObject({ status: 'success' });
  });

  it('patches the event when the appointment moves and deletes it when it is deleted', async () => {
    const pro = await connected();
    const appointment = await book(pro.token);
    await deliverDue(deps, Date.now());
    const eventId = googleEventIdFor(appointment.id);
    const meetLink = google.events.find(CALENDAR, eventId)?.hangoutLink;

    const later = new Date(Date.parse(appointment.startTime) + 2 * HOUR).toISOString();
    const moved = await call('PUT', `/api/appointments/${appointment.id}`, pro.token, {
      startTime: later,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await deliverDue(deps, Date.now());
    expect(google.events.find(CALENDAR, eventId)).toMatchObject({
      start: { dateTime: later },
      hangoutLink: meetLink,
    });
    expect(google.events.calls.some((c) => c.method === 'PATCH')).toBe(true);
    expect((await appointmentOf(pro.token, appointment.id))?.meetLink).toBe(meetLink);

    const deleted = await call('DELETE', `/api/appointments/${appointment.id}`, pro.token);
    expect(deleted.statusCode).toBe(204);
    await deliverDue(deps, Date.now());
    expect(google.events.find(CALENDAR, eventId)).toBeUndefined();
    const cancelled = await t.db
      .select()
      .from(webhookLogs)
      .where(and(eq(webhookLogs.channel, 'google'), eq(webhookLogs.userId, pro.id)));
    expect(cancelled.map((row) => [row.eventType, row.status]).sort()).toEqual([
      ['appointment.cancelled', 'success'],
      ['appointment.created', 'success'],
      ['appointment.updated', 'success'],
    ]);
  });

  it('sends reminders (and e-mails written before the event) with the Meet link', async () => {
    const pro = await connected();
    const start = Date.now() + 3 * 24 * HOUR;
    const appointment = await book(pro.token, start);
    await deliverDue(deps, Date.now());
    const { meetLink } = (await appointmentOf(pro.token, appointment.id))!;
    expect(meetLink).toMatch(/meet\.google\.com/);
    await deliverDue(deps, start - 60_000);
    const reminders = emails.filter(
      (row) => row.appointmentId === appointment.id && row.eventType === 'appointment.reminder',
    );
    expect(reminders.length).toBeGreaterThan(0);
    for (const row of reminders) {
      expect((row.payload as StoredPayload).data).toMatchObject({
        meetLink,
        googleEventId: googleEventIdFor(appointment.id),
      });
    }
  });

  it('writes no Google row when calendar sync is off', async () => {
    const pro = await connected({ calendarSync: false });
    const appointment = await book(pro.token);
    expect(await googleRows(appointment.id)).toEqual([]);
    await deliverDue(deps, Date.now());
    expect(google.events.find(CALENDAR, googleEventIdFor(appointment.id))).toBeUndefined();
  });

  it('makes the event without a conference when autoCreateMeet is off', async () => {
    const pro = await connected({ autoCreateMeet: false });
    const appointment = await book(pro.token);
    await deliverDue(deps, Date.now());
    const event = google.events.find(CALENDAR, googleEventIdFor(appointment.id));
    expect(event?.summary).toBe('Reunião com Maria Oliveira');
    expect(event?.hangoutLink).toBeUndefined();
    expect(event?.conferenceData).toBeUndefined();
    expect(await appointmentOf(pro.token, appointment.id)).toMatchObject({
      googleEventId: googleEventIdFor(appointment.id),
      meetLink: null,
    });
  });

  it('still books when Google answers 500, and the sync succeeds on a later attempt', async () => {
    const pro = await connected();
    google.events.fail(500);
    const appointment = await book(pro.token);
    const now = Date.now();
    await deliverDue(deps, now);
    const [retrying] = await googleRows(appointment.id);
    expect(retrying).toMatchObject({ status: 'pending', attempts: 1, httpStatus: 500 });
    expect(retrying?.error).toBe('o Google respondeu HTTP 500');
    expect((await appointmentOf(pro.token, appointment.id))?.meetLink).toBeNull();

    await deliverDue(deps, now + 2_000);
    expect((await googleRows(appointment.id))[0]).toMatchObject({ status: 'success', attempts: 2 });
    expect((await appointmentOf(pro.token, appointment.id))?.meetLink).toMatch(/meet\.google\.com/);
  });

  it('fails the row after the last attempt', async () => {
    const pro = await connected();
    google.events.fail(503, fastRetryConfig.WEBHOOK_MAX_ATTEMPTS);
    const appointment = await book(pro.token);
    const now = Date.now();
    for (let attempt = 0; attempt < fastRetryConfig.WEBHOOK_MAX_ATTEMPTS; attempt++) {
      await deliverDue(deps, now + attempt * 10_000);
    }
    expect((await googleRows(appointment.id))[0]).toMatchObject({
      status: 'failed',
      attempts: fastRetryConfig.WEBHOOK_MAX_ATTEMPTS,
    });
  });

  it('marks the connection for reconnection when Google refuses the grant', async () => {
    const pro = await connected();
    google.revokeAllGrants();
    const appointment = await book(pro.token);
    await deliverDue(deps, Date.now());
    expect((await googleRows(appointment.id))[0]).toMatchObject({
      status: 'failed',
      error: 'O Google recusou o acesso salvo (revogado ou expirado). Reconecte o Google Calendar.',
    });
    const [connection] = await t.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.userId, pro.id));
    expect(connection?.needsReconnect).toBe(true);
    // While the grant is refused, new bookings write no Google row.
    const next = await book(pro.token, Date.now() + 4 * 24 * HOUR);
    expect(await googleRows(next.id)).toEqual([]);

    // Reconnecting catches up: both appointments get their event, with a Meet link, once.
    expect(await connectGoogle(t, pro.token)).toBe('/settings?google_auth=success');
    await deliverDue(deps, Date.now());
    for (const id of [appointment.id, next.id]) {
      expect(google.events.find(CALENDAR, googleEventIdFor(id))?.hangoutLink).toMatch(
        /^https:\/\/meet\.google\.com\//,
      );
      expect((await appointmentOf(pro.token, id))?.meetLink).toMatch(/^https:\/\/meet/);
    }
    // A second connection finds nothing left to catch up.
    expect(await connectGoogle(t, pro.token)).toBe('/settings?google_auth=success');
    const pending = (await googleRows(next.id)).filter((row) => row.status !== 'success');
    expect(pending).toEqual([]);
  });

  it('moves the event to the new professional calendar when an admin reassigns', async () => {
    const admin = await registerAdmin(t);
    const organizationId = admin.user.organizationId;
    const [first, second] = [
      await signedInProfessional(t, organizationId),
      await signedInProfessional(t, organizationId),
    ];
    for (const pro of [first, second]) {
      expect(await connectGoogle(t, pro.token)).toBe('/settings?google_auth=success');
    }
    const office = 'escritorio@group.calendar.google.com';
    const chosen = await call('PUT', '/api/google/calendar', second.token, { calendarId: office });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const appointment = await book(first.token);
    await deliverDue(deps, Date.now());
    const eventId = googleEventIdFor(appointment.id);
    const firstLink = google.events.find(CALENDAR, eventId)?.hangoutLink;
    expect(firstLink).toBeDefined();

    const moved = await call('PUT', `/api/appointments/${appointment.id}`, admin.token, {
      userId: second.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await deliverDue(deps, Date.now());
    expect(google.events.find(CALENDAR, eventId)).toBeUndefined();
    const now = google.events.find(office, eventId);
    expect(now?.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\//);
    expect(now?.hangoutLink).not.toBe(firstLink);
    expect((await appointmentOf(second.token, appointment.id))?.meetLink).toBe(now?.hangoutLink);
    const rows = await googleRows(appointment.id);
    expect(rows.map((row) => [row.userId, row.eventType, row.status]).sort()).toEqual(
      [
        [first.id, 'appointment.created', 'success'],
        [first.id, 'appointment.cancelled', 'success'],
        [second.id, 'appointment.updated', 'success'],
      ].sort(),
    );
  });

  it('lists the Google rows in the webhook history with their channel', async () => {
    const pro = await connected();
    await book(pro.token);
    const response = await call('GET', '/api/webhook-logs', pro.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.stringify(response.json())).toContain('"channel":"google"');
  });
});
