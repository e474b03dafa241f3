import { describe, expect, it } from 'vitest';
import { zonedDateTime } from './local-date.ts';
import { type SlotQuery, type WeeklyWindow, freeSlots, gridSlots, nearestSlots } from './slots.ts';

const window = (overrides: Partial<WeeklyWindow> = {}): WeeklyWindow => ({
  dayOfWeek: 1,
  startTime: '09:00',
  endTime: '12:00',
  appointmentDuration: 60,
  maxConcurrentAppointments: 1,
  isActive: true,
  ...overrides,
});

const SP = 'America/Sao_Paulo';
// Monday 2026-11-23; "now" is the previous Friday.
const base: SlotQuery = {
  windows: [window()],
  busy: [],
  timeZone: SP,
  from: '2026-11-23',
  to: '2026-11-23',
  now: Date.parse('2026-11-20T12:00:00Z'),
  bufferMinutes: 0,
};
const times = (query: SlotQuery) => freeSlots(query).map((s) => `${s.date} ${s.time}`);
const iso = (ms: number) => new Date(ms).toISOString();

describe('freeSlots', () => {
  it('steps by the duration while the slot end is within the window, in the professional zone', () => {
    const slots = freeSlots(base);
    expect(slots.map((s) => s.time)).toEqual(['09:00', '10:00', '11:00']);
    expect(iso(slots[0]!.start)).toBe('2026-11-23T12:00:00.000Z');
    expect(iso(slots[0]!.end)).toBe('2026-11-23T13:00:00.000Z');
  });

  it('offers nothing on weekdays without an active window', () => {
    expect(times({ ...base, windows: [window({ isActive: false })] })).toEqual([]);
    expect(times({ ...base, windows: [window({ dayOfWeek: 2 })] })).toEqual([]);
  });

  it('drops a slot that does not fit before the end', () => {
    expect(times({ ...base, windows: [window({ endTime: '11:30' })] })).toEqual([
      '2026-11-23 09:00',
      '2026-11-23 10:00',
    ]);
  });

  it('marks a slot taken when overlapping appointments reach the concurrency limit', () => {
    const busy = [
      { start: Date.parse('2026-11-23T13:00:00Z'), end: Date.parse('2026-11-23T14:00:00Z') },
    ];
    expect(times({ ...base, busy })).toEqual(['2026-11-23 09:00', '2026-11-23 11:00']);
    const shared = { ...base, busy, windows: [window({ maxConcurrentAppointments: 2 })] };
    expect(times(shared)).toHaveLength(3);
    expect(times({ ...shared, busy: [...busy, ...busy] })).toEqual([
      '2026-11-23 09:00',
      '2026-11-23 11:00',
    ]);
  });

  it('keeps the buffer around existing appointments', () => {
    const busy = [
      { start: Date.parse('2026-11-23T13:00:00Z'), end: Date.parse('2026-11-23T14:00:00Z') },
    ];
    expect(times({ ...base, busy, bufferMinutes: 15 })).toEqual([]);
    const shorter = {
      ...base,
      busy,
      bufferMinutes: 15,
      windows: [window({ appointmentDuration: 30, endTime: '12:30' })],
    };
    // 09:30 would end inside the interval before 10:00; 11:00 moves to 11:15, the end plus 15.
    expect(times(shorter)).toEqual(['2026-11-23 09:00', '2026-11-23 11:15', '2026-11-23 11:45']);
  });

  it("books a product's duration on the window's grid", () => {
    const slots = freeSlots({ ...base, bookedMinutes: 90 });
    expect(slots.map((s) => s.time)).toEqual(['09:00', '10:00']);
    expect(slots[0]!.end - slots[0]!.start).toBe(90 * 60_000);
  });

  it('offers today only slots more than 10 minutes ahead', () => {
    const now = Date.parse('2026-11-23T12:49:00Z'); // 09:49 in São Paulo: 10:00 is 11 minutes ahead
    expect(times({ ...base, now })).toEqual(['2026-11-23 10:00', '2026-11-23 11:00']);
    // At 09:50, 10:00 is exactly 10 minutes ahead: not more than 10, so not offered.
    expect(times({ ...base, now: now + 60_000 })).toEqual(['2026-11-23 11:00']);
  });

  it('never offers past days', () => {
    expect(times({ ...base, now: Date.parse('2026-11-24T12:00:00Z') })).toEqual([]);
  });

  it('skips the hour a spring-forward DST change removes (America/New_York)', () => {
    const query: SlotQuery = {
      ...base,
      timeZone: 'America/New_York',
      from: '2026-03-08',
      to: '2026-03-08',
      now: Date.parse('2026-03-01T00:00:00Z'),
      windows: [window({ dayOfWeek: 0, startTime: '01:00', endTime: '05:00' })],
    };
    const slots = freeSlots(query);
    expect(slots.map((s) => s.time)).toEqual(['01:00', '03:00', '04:00']);
    expect(slots.map((s) => iso(s.start))).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T08:00:00.000Z',
    ]);
  });

  it('keeps working hours at the same wall-clock time after a DST change (Europe/Lisbon)', () => {
    const query: SlotQuery = {
      ...base,
      timeZone: 'Europe/Lisbon',
      from: '2026-03-27',
      to: '2026-03-30',
      now: Date.parse('2026-03-01T00:00:00Z'),
      windows: [window({ dayOfWeek: 5 }), window({ dayOfWeek: 1 })],
    };
    const first = freeSlots(query).filter((s) => s.time === '09:00');
    expect(first.map((s) => iso(s.start))).toEqual([
      '2026-03-27T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
  });

  it('resolves the repeated hour of a fall-back change to its first instant (America/New_York)', () => {
    const query: SlotQuery = {
      ...base,
      timeZone: 'America/New_York',
      from: '2026-11-01',
      to: '2026-11-01',
      now: Date.parse('2026-10-01T00:00:00Z'),
      windows: [window({ dayOfWeek: 0, startTime: '00:00', endTime: '03:00' })],
    };
    const slots = freeSlots(query);
    expect(slots.map((s) => s.time)).toEqual(['00:00', '01:00', '02:00']);
    expect(iso(slots[1]!.start)).toBe('2026-11-01T05:00:00.000Z');
    expect(slots[2]!.start - slots[1]!.start).toBe(2 * 3_600_000);
  });

  it('gives the same instants whatever zone the process or visitor is in', () => {
    const slots = gridSlots(base);
    expect(zonedDateTime(slots[0]!.start, SP)).toEqual({ date: '2026-11-23', time: '09:00' });
    expect(zonedDateTime(slots[0]!.start, 'Asia/Tokyo')).toEqual({
      date: '2026-11-23',
      time: '21:00',
    });
  });

  it('costs the range shown, not the size of the history', () => {
    const history = Array.from({ length: 50_000 }, (_, i) => ({
      start: Date.parse('2020-01-01T00:00:00Z') + i * 3_600_000,
      end: Date.parse('2020-01-01T01:00:00Z') + i * 3_600_000,
    }));
    expect(times({ ...base, busy: history })).toHaveLength(3);
  });
});

describe('nearestSlots', () => {
  it('picks the three nearest free slots in time order', () => {
    const free = freeSlots({ ...base, windows: [window({ endTime: '17:00' })] });
    const picked = nearestSlots(free, Date.parse('2026-11-23T15:00:00Z'));
    expect(picked.map((s) => s.time)).toEqual(['11:00', '12:00', '13:00']);
  });
});
