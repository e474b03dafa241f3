import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleMessages } from '@core/messages.ts';
import { apiMessages } from '@core/messages-api.ts';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
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

const HOUR = 3_600_000;
const CALENDAR = 'bruno.lima@gmail.com';

let setup: GoogleTestApp;
let google: GoogleEmulator;
let t: TestApp;
let config: Config;
beforeAll(async () => {
  setup = await startGoogleTestApp();
  ({ google, t, config } = setup);
});
afterAll(async () => setup.close());

const call = caller(() => t);
const deliver = () =>
  deliverDue({ db: t.db, config, calendars: t.calendars, sendEmail: async () => {} }, Date.now());

/** Local midnight-free day boundaries far enough ahead: day N from now, 00:00 UTC. */
function dayAhead(days: number) {
  const day = new Date(Date.now() + days * 24 * HOUR);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

async function officeWithConnectedProfessional() {
  const admin = await registerAdmin(t);
  const pro = await signedInProfessional(t, admin.user.organizationId);
  expect(await connectGoogle(t, pro.token)).toBe('/settings?google_auth=success');
  return { admin, pro };
}

async function book(token: string, start: Date, clientName: string) {
  const response = await call('POST', '/api/appointments', token, {
    clientName,
    clientEmail: 'cliente@example.com',
    startTime: start.toISOString(),
    duration: 60,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

const conflictsQuery = (from: Date, to: Date, userId?: string) =>
  `/api/google/conflicts?${new URLSearchParams({
    from: from.toISOString(),
    to: to.toISOString(),
    ...(userId ? { userId } : {}),
  })}`;

describe('GET /api/google/conflicts', () => {
  it('flags only appointments overlapping busy events of the professional, not our own events', async () => {
    const { admin, pro } = await officeWithConnectedProfessional();
    const day = dayAhead(5);
    const at = (hour: number) => new Date(day.getTime() + hour * HOUR);
    const clash = await book(pro.token, at(13), 'Maria Oliveira');
    const free = await book(pro.token, at(15), 'João Pereira');
    const overFreeEvent = await book(pro.token, at(17), 'Carla Dias');
    await deliver();
    // Our own events are in the calendar now; they are not conflicts.
    expect(google.events.list().filter((event) => event.calendarId === CALENDAR)).toHaveLength(3);
    google.events.add({
      id: 'audiencia1',
      calendarId: CALENDAR,
      summary: 'Audiência no fórum',
      start: { dateTime: at(13.5).toISOString() },
      end: { dateTime: at(14.5).toISOString() },
    });
    google.events.add({
      id: 'lembrete1',
      calendarId: CALENDAR,
      summary: 'Lembrete livre',
      transparency: 'transparent',
      start: { dateTime: at(17).toISOString() },
      end: { dateTime: at(18).toISOString() },
    });

    const range = [at(0), at(24)] as const;
    const forAdmin = await call('GET', conflictsQuery(...range), admin.token);
    expect(forAdmin.statusCode, forAdmin.body).toBe(200);
    expect(forAdmin.json()).toEqual({
      conflicts: [{ appointmentId: clash.id, userId: pro.id }],
      unavailable: [],
    });
    const forPro = await call('GET', conflictsQuery(...range), pro.token);
    expect(forPro.json().conflicts).toEqual([{ appointmentId: clash.id, userId: pro.id }]);
    const ids = (forPro.json() as { conflicts: { appointmentId: string }[] }).conflicts.map(
      (c) => c.appointmentId,
    );
    expect(ids).not.toContain(free.id);
    expect(ids).not.toContain(overFreeEvent.id);
  });

  it('counts an all-day busy event over the whole day in the professional zone', async () => {
    const { admin, pro } = await officeWithConnectedProfessional();
    const day = dayAhead(9);
    const appointment = await book(pro.token, new Date(day.getTime() + 14 * HOUR), 'Paula Lima');
    const date = day.toISOString().slice(0, 10);
    const next = new Date(day.getTime() + 24 * HOUR).toISOString().slice(0, 10);
    google.events.add({
      id: 'ferias1',
      calendarId: CALENDAR,
      summary: 'Férias',
      start: { date },
      end: { date: next },
    });
    const response = await call(
      'GET',
      conflictsQuery(day, new Date(day.getTime() + 24 * HOUR)),
      admin.token,
    );
    expect(response.json().conflicts).toEqual([{ appointmentId: appointment.id, userId: pro.id }]);
  });

  it('reports a calendar Google cannot serve now as unavailable, without failing', async () => {
    const { admin, pro } = await officeWithConnectedProfessional();
    const day = dayAhead(12);
    await book(pro.token, new Date(day.getTime() + 14 * HOUR), 'Rita Gomes');
    google.events.fail(500, 1);
    const response = await call(
      'GET',
      conflictsQuery(day, new Date(day.getTime() + 24 * HOUR)),
      admin.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ conflicts: [], unavailable: [pro.id] });
  });

  it('is empty for professionals without Google and refuses bad ranges and other agendas', async () => {
    const admin = await registerAdmin(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    const colleague = await signedInProfessional(t, admin.user.organizationId);
    const day = dayAhead(15);
    await book(pro.token, new Date(day.getTime() + 14 * HOUR), 'Sem Google');
    const dayEnd = new Date(day.getTime() + 24 * HOUR);
    const empty = await call('GET', conflictsQuery(day, dayEnd), admin.token);
    expect(empty.json()).toEqual({ conflicts: [], unavailable: [] });

    const tooLong = await call(
      'GET',
      conflictsQuery(day, new Date(day.getTime() + 63 * 24 * HOUR)),
      admin.token,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(googleMessages.conflictsRangeTooLong);
    const backwards = await call('GET', conflictsQuery(dayEnd, day), admin.token);
    expect(backwards.statusCode).toBe(400);
    // It takes instants, and says so (not 'use datas no formato AAAA-MM-DD').
    expect(backwards.json().message).toBe(apiMessages.invalidInstantRange);
    const dates = await call(
      'GET',
      '/api/google/conflicts?from=2026-11-01&to=2026-11-02',
      admin.token,
    );
    expect(dates.json().message).toBe(apiMessages.invalidInstantRange);
    const other = await call('GET', conflictsQuery(day, dayEnd, colleague.id), pro.token);
    expect(other.statusCode).toBeGreaterThanOrEqual(403);
    expect(other.statusCode).toBeLessThan(405);
    const anonymous = await call('GET', conflictsQuery(day, dayEnd), undefined);
    expect(anonymous.statusCode).toBe(401);
  });
});
