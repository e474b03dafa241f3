import { describe, expect, it } from 'vitest';
import { outsideWorkingHours, scheduleWarnings } from './schedule-warnings.ts';

const zone = 'America/Sao_Paulo';
/** A São Paulo wall-clock time on a November 2026 day, as an instant. */
const at = (day: number, time: string) => new Date(`2026-11-${day}T${time}:00-03:00`);
const now = at(24, '12:00').getTime(); // Tuesday 24/11/2026, noon

describe('times that are past or outside working hours', () => {
  const windows = [
    { dayOfWeek: 5, startTime: '08:00', endTime: '12:00', isActive: true },
    { dayOfWeek: 5, startTime: '12:00', endTime: '18:00', isActive: true },
    { dayOfWeek: 4, startTime: '08:00', endTime: '18:00', isActive: false },
  ];

  it('accepts a time inside back-to-back windows of that weekday', () => {
    expect(outsideWorkingHours(windows, zone, at(27, '11:30'), at(27, '12:30'))).toBe(false);
    expect(outsideWorkingHours(windows, zone, at(27, '17:00'), at(27, '18:00'))).toBe(false);
  });

  it('refuses a time that overruns the window, another weekday, or an inactive window', () => {
    expect(outsideWorkingHours(windows, zone, at(27, '17:30'), at(27, '18:30'))).toBe(true);
    expect(outsideWorkingHours(windows, zone, at(27, '07:30'), at(27, '08:30'))).toBe(true);
    expect(outsideWorkingHours(windows, zone, at(22, '09:00'), at(22, '10:00'))).toBe(true);
    expect(outsideWorkingHours(windows, zone, at(26, '09:00'), at(26, '10:00'))).toBe(true);
  });

  it('reads the windows on the professional’s clock, not the viewer’s', () => {
    // 09:00 in São Paulo is 21:00 in Tokyo (the machine's zone in this run): still Friday 09:00.
    expect(outsideWorkingHours(windows, zone, at(27, '09:00'), at(27, '10:00'))).toBe(false);
    expect(outsideWorkingHours(windows, 'Asia/Tokyo', at(27, '09:00'), at(27, '10:00'))).toBe(true);
  });

  it('warns of the past and of outside hours, each or both', () => {
    const query = { now, windows, timeZone: zone };
    expect(scheduleWarnings({ ...query, start: at(27, '10:00'), end: at(27, '11:00') })).toEqual(
      [],
    );
    expect(scheduleWarnings({ ...query, start: at(22, '09:00'), end: at(22, '10:00') })).toEqual([
      'past',
      'outside-hours',
    ]);
    expect(scheduleWarnings({ start: at(24, '11:59'), end: at(24, '12:59'), now })).toEqual([
      'past',
    ]);
  });
});
