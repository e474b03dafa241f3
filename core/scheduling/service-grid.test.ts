import { describe, expect, it } from 'vitest';
import { formatNotice, bookingWindowOf, lastBookableDate } from './booking-window.ts';
import { type SlotQuery, type WeeklyWindow, freeSlots, gridSlots } from './slots.ts';

const window = (overrides: Partial<WeeklyWindow> = {}): WeeklyWindow => ({
  dayOfWeek: 1,
  startTime: '09:00',
  endTime: '12:00',
  appointmentDuration: 60,
  maxConcurrentAppointments: 1,
  isActive: true,
  ...overrides,
});

// Monday 2026-11-23 in São Paulo (UTC-3); "now" is the previous Friday.
const base: SlotQuery = {
  windows: [window()],
  busy: [],
  timeZone: 'America/Sao_Paulo',
  from: '2026-11-23',
  to: '2026-11-23',
  now: Date.parse('2026-11-20T12:00:00Z'),
  bufferMinutes: 0,
};
/** A 30-minute service stepping every 30 minutes. */
const service: SlotQuery = { ...base, bookedMinutes: 30, stepMinutes: 30 };
const times = (query: SlotQuery) => freeSlots(query).map((slot) => slot.time);
const halfHourAt = (local: string) => ({
  start: Date.parse(`2026-11-23T${local}:00-03:00`),
  end: Date.parse(`2026-11-23T${local}:00-03:00`) + 30 * 60_000,
});

describe("slots on a service's own length", () => {
  it('offers a 30-minute service at :00 and :30 on 60-minute weekly hours, to the window end', () => {
    expect(times(service)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    const [first] = freeSlots(service);
    expect(first!.end - first!.start).toBe(30 * 60_000);
  });

  it('keeps the window duration as length and step for bookings without a service', () => {
    expect(times(base)).toEqual(['09:00', '10:00', '11:00']);
    expect(times({ ...base, bookedMinutes: 30 })).toEqual(['09:00', '10:00', '11:00']);
  });

  it('keeps the buffer around an appointment, moving the grid to when it frees up', () => {
    const busy = [halfHourAt('10:00')];
    expect(times({ ...service, busy, bufferMinutes: 15 })).toEqual(['09:00', '10:45', '11:15']);
    // The times passed over stay in the grid as full, so an old page is told they are taken.
    const full = gridSlots({ ...service, busy, bufferMinutes: 15 }).filter(
      (slot) => slot.taken >= slot.capacity,
    );
    expect(full.map((slot) => slot.time)).toEqual(['09:30', '10:00', '10:30', '11:00', '11:30']);
  });

  it('honours concurrency: a slot closes only when as many appointments overlap as the window takes', () => {
    const busy = [halfHourAt('10:00')];
    const shared = { ...service, windows: [window({ maxConcurrentAppointments: 2 })] };
    expect(times({ ...shared, busy })).toContain('10:00');
    expect(times({ ...shared, busy: [...busy, ...busy] })).not.toContain('10:00');
    expect(times({ ...shared, busy: [...busy, ...busy] })).toContain('10:30');
  });

  it('offers nothing in a lunch break between two windows of one day', () => {
    const windows = [window(), window({ startTime: '13:00', endTime: '15:00' })];
    expect(times({ ...service, windows })).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
    ]);
  });

  it('steps by a slot interval longer than the service (a 30-minute service every hour)', () => {
    expect(times({ ...service, stepMinutes: 60 })).toEqual(['09:00', '10:00', '11:00']);
  });
});

describe('booking window', () => {
  it('drops slots within the minimum notice and dates past the horizon', () => {
    const now = Date.parse('2026-11-23T09:10:00-03:00');
    expect(times({ ...service, now, leadMinutes: 120 })).toEqual(['11:30']);
    const week = { ...service, to: '2026-11-30', now: Date.parse('2026-11-20T12:00:00Z') };
    const dates = (query: SlotQuery) => [...new Set(freeSlots(query).map((slot) => slot.date))];
    expect(dates({ ...week, horizonDays: 3 })).toEqual(['2026-11-23']);
    expect(dates({ ...week, horizonDays: 10 })).toEqual(['2026-11-23', '2026-11-30']);
  });

  it("takes the service's override field by field, else the professional's, else the defaults", () => {
    expect(bookingWindowOf({})).toEqual({ minimumNoticeMinutes: 10, maximumHorizonDays: 90 });
    const professional = { minimumNoticeMinutes: 120, maximumHorizonDays: 30 };
    expect(bookingWindowOf(professional, { minimumNoticeMinutes: 1440 })).toEqual({
      minimumNoticeMinutes: 1440,
      maximumHorizonDays: 30,
    });
    expect(bookingWindowOf(professional, { maximumHorizonDays: null })).toEqual(professional);
  });

  it('counts the horizon from today in the zone and says a notice as people do', () => {
    // 01:00 UTC on the 24th is still the 23rd in São Paulo.
    expect(lastBookableDate(Date.parse('2026-11-24T01:00:00Z'), 'America/Sao_Paulo', 90)).toBe(
      '2027-02-21',
    );
    expect([10, 60, 120, 90, 1440, 4320].map(formatNotice)).toEqual([
      '10 min',
      '1 h',
      '2 h',
      '1 h 30 min',
      '1 dia',
      '3 dias',
    ]);
  });
});
