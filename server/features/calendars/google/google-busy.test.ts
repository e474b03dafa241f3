import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '@tests/helpers/factories.ts';
import { GOOGLE_TEST_TOKEN_KEY, connectGoogle } from '@tests/helpers/google-connect.ts';
import {
  type EmulatedEvent,
  type GoogleEmulator,
  startGoogleEmulator,
} from '@tests/helpers/google-emulator.ts';
import {
  type BookableOptions,
  at,
  bookableProfessional,
  dateAhead,
  publicBooking,
} from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

const CALENDAR = 'bruno.lima@gmail.com';

let google: GoogleEmulator;
let t: TestApp;
beforeAll(async () => {
  google = await startGoogleEmulator();
  t = await createTestApp({ ...google.config(), GOOGLE_TOKEN_KEY: GOOGLE_TEST_TOKEN_KEY });
});
afterAll(async () => {
  await t.close();
  await google.close();
});
beforeEach(() => google.events.reset());

/** The professional's own event in their Google calendar (a hearing), busy from..to. */
const hearing = (from: string, to: string, fields: Partial<EmulatedEvent> = {}) =>
  google.events.add({
    id: `audiencia${Math.random().toString(36).slice(2)}`,
    calendarId: CALENDAR,
    summary: 'Audiência',
    start: { dateTime: from },
    end: { dateTime: to },
    ...fields,
  });

async function connectedProfessional(options: BookableOptions = {}) {
  const { pro } = await bookableProfessional(t, options);
  expect(await connectGoogle(t, pro.token)).toBe('/settings?google_auth=success');
  return pro;
}

const slotTimes = async (professionalId: string, date: string) => {
  const response = await t.app.inject({
    url: `/api/slots?professionalId=${professionalId}&from=${date}&to=${date}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().slots as Array<{ time: string; start: string; remaining: number }>;
};

const book = (professionalId: string, startTime: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(professionalId, startTime),
  });

describe('Google busy times', () => {
  it('removes a slot Google marks busy and refuses booking it with 409 and suggestions', async () => {
    const pro = await connectedProfessional();
    const date = dateAhead(3);
    hearing(at(date, '10:15'), at(date, '10:45'));
    const times = (await slotTimes(pro.id, date)).map((slot) => slot.time);
    // The grid goes on from the end of what is busy (decision 028): 10:45, not 11:00.
    expect(times).toEqual(['09:00', '10:45']);
    expect(google.events.calls.at(-1)).toMatchObject({ method: 'GET', calendarId: CALENDAR });
    expect(google.events.calls.at(-1)?.query.get('singleEvents')).toBe('true');

    const refused = await book(pro.id, at(date, '10:00'));
    expect(refused.statusCode).toBe(409);
    const suggestions = refused.json().suggestions.map((s: { startUtc: string }) => s.startUtc);
    expect(suggestions).toHaveLength(3);
    expect(suggestions).not.toContain(at(date, '10:00'));
    expect(suggestions).toContain(at(date, '09:00'));
  });

  it('re-checks Google when booking, even when the cached slot list still offers the time', async () => {
    const pro = await connectedProfessional();
    const date = dateAhead(4);
    expect((await slotTimes(pro.id, date)).map((slot) => slot.time)).toContain('10:00');
    hearing(at(date, '10:00'), at(date, '11:00'));
    expect((await book(pro.id, at(date, '10:00'))).statusCode).toBe(409);
    expect((await book(pro.id, at(date, '11:00'))).statusCode).toBe(201);
  });

  it('does not count our own appointments twice, but blocks a hearing under one of them', async () => {
    const pro = await connectedProfessional({
      windows: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '09:00',
        endTime: '12:00',
        maxConcurrentAppointments: 2,
      })),
    });
    const date = dateAhead(5);
    const booked = await book(pro.id, at(date, '10:00'));
    expect(booked.statusCode).toBe(201);
    // The synced event of that appointment, as our outbox writes it (id: the UUID without dashes).
    hearing(at(date, '10:00'), at(date, '11:00'), {
      id: booked.json().id.replaceAll('-', ''),
      summary: 'Reunião com Cliente',
    });
    const ten = (await slotTimes(pro.id, date)).find((slot) => slot.time === '10:00');
    expect(ten?.remaining).toBe(1);
    expect((await book(pro.id, at(date, '10:00'))).statusCode).toBe(201);

    // A hearing at the same time as one of ours (room for two) closes the slot: free/busy could
    // not see it under our own event, events.list does.
    const eleven = await book(pro.id, at(date, '11:00'));
    expect(eleven.statusCode).toBe(201);
    hearing(at(date, '11:00'), at(date, '12:00'));
    expect((await slotTimes(pro.id, date)).map((slot) => slot.time)).not.toContain('11:00');
    expect((await book(pro.id, at(date, '11:00'))).statusCode).toBe(409);
  });

  it('ignores free and cancelled events, and blocks the days of an all-day busy one', async () => {
    const pro = await connectedProfessional();
    const date = dateAhead(3);
    const next = dateAhead(4);
    hearing(at(date, '09:00'), at(date, '10:00'), { transparency: 'transparent' });
    google.events.add({
      id: 'congresso',
      calendarId: CALENDAR,
      summary: 'Congresso',
      start: { date: next },
      end: { date: dateAhead(5) },
    });
    expect((await slotTimes(pro.id, date)).map((slot) => slot.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
    ]);
    expect(await slotTimes(pro.id, next)).toEqual([]);
  });

  it.each(['error', 'hang'] as const)(
    'offers the slot and books it when Google is down (%s)',
    async (failure) => {
      const pro = await connectedProfessional();
      const date = dateAhead(3);
      hearing(at(date, '10:00'), at(date, '11:00'));
      google.events.reads.failure = failure;
      expect((await slotTimes(pro.id, date)).map((slot) => slot.time)).toContain('10:00');
      expect((await book(pro.id, at(date, '10:00'))).statusCode).toBe(201);
      expect(google.events.rangeReads()).toBeGreaterThan(0);
    },
    15_000,
  );

  it('asks Google nothing for a professional who is not connected or has sync off', async () => {
    const { pro } = await bookableProfessional(t);
    const synced = await connectedProfessional();
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(synced.token),
      payload: { calendarSync: false },
    });
    expect(off.statusCode).toBe(200);
    const date = dateAhead(3);
    hearing(at(date, '10:00'), at(date, '11:00'));
    for (const id of [pro.id, synced.id]) {
      expect((await slotTimes(id, date)).map((slot) => slot.time)).toContain('10:00');
      expect((await book(id, at(date, '10:00'))).statusCode).toBe(201);
    }
    expect(google.events.rangeReads()).toBe(0);
  });

  it('forgets cached busy times when the professional disconnects', async () => {
    const pro = await connectedProfessional();
    const date = dateAhead(6);
    hearing(at(date, '10:00'), at(date, '11:00'));
    expect((await slotTimes(pro.id, date)).map((slot) => slot.time)).not.toContain('10:00');
    const disconnect = await t.app.inject({
      method: 'DELETE',
      url: '/api/google/disconnect',
      headers: bearer(pro.token),
    });
    expect(disconnect.statusCode).toBe(204);
    expect((await slotTimes(pro.id, date)).map((slot) => slot.time)).toContain('10:00');
  });
});
