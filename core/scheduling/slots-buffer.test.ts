import { describe, expect, it } from 'vitest';
import { zonedInstant } from './local-date.ts';
import { type SlotQuery, type WeeklyWindow, freeSlots, gridSlots } from './slots.ts';

// The interval between appointments moves the next start to the end plus the buffer (decision 028).
const SP = 'America/Sao_Paulo';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

const window = (overrides: Partial<WeeklyWindow> = {}): WeeklyWindow => ({
  dayOfWeek: 1,
  startTime: '09:00',
  endTime: '17:00',
  appointmentDuration: 60,
  maxConcurrentAppointments: 1,
  isActive: true,
  ...overrides,
});
const base: SlotQuery = {
  windows: [window()],
  busy: [],
  timeZone: SP,
  from: MONDAY,
  to: MONDAY,
  now: Date.parse('2026-11-20T12:00:00Z'),
  bufferMinutes: 15,
};
const instant = (time: string, date = MONDAY) =>
  zonedInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), SP)!;
const busyAt = (from: string, to: string, date = MONDAY) => ({
  start: instant(from, date),
  end: instant(to, date),
});
const times = (query: SlotQuery) => freeSlots(query).map((slot) => slot.time);

describe('freeSlots with an interval between appointments', () => {
  it('offers 10:15 after a 09:00-10:00 appointment with a 15-minute buffer, and the grid follows', () => {
    const busy = [busyAt('09:00', '10:00')];
    expect(times({ ...base, busy })).toEqual([
      '10:15',
      '11:15',
      '12:15',
      '13:15',
      '14:15',
      '15:15',
    ]);
  });

  it('keeps the plain grid with no buffer', () => {
    const busy = [busyAt('09:00', '10:00')];
    expect(times({ ...base, busy, bufferMinutes: 0 })).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });

  it('keeps the buffer before an appointment: a slot ending inside it is not offered', () => {
    const busy = [busyAt('10:00', '11:00')];
    expect(times({ ...base, busy })).toEqual(['11:15', '12:15', '13:15', '14:15', '15:15']);
  });

  it('offers no moved start that would end after the window', () => {
    const busy = [busyAt('15:00', '16:00')];
    expect(times({ ...base, busy })).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00']);
    const longer = { ...base, busy, windows: [window({ endTime: '17:15' })] };
    expect(times(longer)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '16:15']);
  });

  it('moves again after each appointment, so back-to-back bookings keep the interval', () => {
    const busy = [busyAt('09:00', '10:00'), busyAt('10:15', '11:15')];
    expect(times({ ...base, busy })).toEqual(['11:30', '12:30', '13:30', '14:30', '15:30']);
  });

  it('keeps grid times passed over by a move as full, never free', () => {
    const slots = gridSlots({ ...base, busy: [busyAt('09:00', '10:00')] });
    const full = slots.filter((slot) => slot.taken >= slot.capacity).map((slot) => slot.time);
    expect(full).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
  });

  it('does not move a start that still has room for another appointment', () => {
    const shared = { ...base, windows: [window({ maxConcurrentAppointments: 2 })] };
    expect(times({ ...shared, busy: [busyAt('09:00', '10:00')] }).slice(0, 2)).toEqual([
      '09:00',
      '10:00',
    ]);
  });

  it('moves after a Google busy time too, to the next whole minute', () => {
    const blocked = [{ start: instant('09:00'), end: instant('10:00') + 30_000 }];
    expect(times({ ...base, blocked }).slice(0, 2)).toEqual(['10:16', '11:16']);
  });

  it('moves after a shorter product booked on a longer grid, buffer 0 included', () => {
    const busy = [busyAt('09:00', '09:30')];
    expect(times({ ...base, busy, bufferMinutes: 0 }).slice(0, 2)).toEqual(['09:30', '10:30']);
  });

  it('leaves a closed holiday without slots and the next day on its own grid', () => {
    const query: SlotQuery = {
      ...base,
      to: TUESDAY,
      windows: [window(), window({ dayOfWeek: 2 })],
      busy: [busyAt('09:00', '10:00')],
      closedDates: new Set([MONDAY]),
    };
    const slots = freeSlots(query);
    expect(slots.every((slot) => slot.date === TUESDAY)).toBe(true);
    expect(slots.map((slot) => slot.time).slice(0, 2)).toEqual(['09:00', '10:00']);
  });

  it('decides each slot of a range as the check of its single date does', () => {
    const busy = [busyAt('09:00', '10:00'), busyAt('13:20', '14:00', TUESDAY)];
    const range = { ...base, to: TUESDAY, busy, windows: [window(), window({ dayOfWeek: 2 })] };
    for (const slot of freeSlots(range)) {
      const single = gridSlots({ ...range, from: slot.date, to: slot.date });
      const same = single.find((candidate) => candidate.start === slot.start);
      expect(same && same.taken < same.capacity, `${slot.date} ${slot.time}`).toBe(true);
    }
    expect(times({ ...range, from: TUESDAY })).toContain('14:15');
  });
});
