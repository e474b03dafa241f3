import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, minutesOfDay, windowsOverlap } from './time-of-day.ts';

describe('minutesOfDay', () => {
  it('reads HH:MM on a 24-hour clock', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('09:30')).toBe(570);
    expect(minutesOfDay('23:59')).toBe(1439);
  });

  it.each(['9:00', '24:00', '12:60', '12:5', ' 09:00', '09:00:00', '', 'ab:cd'])(
    'answers NaN for the malformed time %j',
    (text) => {
      expect(minutesOfDay(text)).toBeNaN();
    },
  );
});

describe('formatTimeOfDay', () => {
  it('pads hours and minutes', () => {
    expect(formatTimeOfDay(0)).toBe('00:00');
    expect(formatTimeOfDay(545)).toBe('09:05');
    expect(formatTimeOfDay(1439)).toBe('23:59');
  });

  it('is the inverse of minutesOfDay', () => {
    for (let minutes = 0; minutes < 1440; minutes += 7) {
      expect(minutesOfDay(formatTimeOfDay(minutes))).toBe(minutes);
    }
  });
});

describe('windowsOverlap', () => {
  const morning = { startTime: '09:00', endTime: '12:00' };

  it('sees windows that share a minute', () => {
    expect(windowsOverlap(morning, { startTime: '11:59', endTime: '13:00' })).toBe(true);
    expect(windowsOverlap(morning, { startTime: '10:00', endTime: '11:00' })).toBe(true);
    expect(windowsOverlap(morning, { startTime: '08:00', endTime: '18:00' })).toBe(true);
  });

  it('lets windows touch end to start', () => {
    expect(windowsOverlap(morning, { startTime: '12:00', endTime: '14:00' })).toBe(false);
    expect(windowsOverlap(morning, { startTime: '07:00', endTime: '09:00' })).toBe(false);
  });
});
