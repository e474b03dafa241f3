import { describe, expect, it } from 'vitest';
import { isWithinInstantWindow, latestAcceptedInstant } from './instant-window.ts';
import { addDays, daysBetween, isLocalDate, zonedDateTime, zonedInstant } from './local-date.ts';

const now = Date.parse('2026-11-24T15:00:00Z');

describe('the window of accepted instants', () => {
  it('starts on 2000-01-01 UTC', () => {
    expect(isWithinInstantWindow(Date.parse('2000-01-01T00:00:00Z'), now)).toBe(true);
    expect(isWithinInstantWindow(Date.parse('1999-12-31T23:59:59.999Z'), now)).toBe(false);
    expect(isWithinInstantWindow(Date.parse('0300-05-05T10:00:00Z'), now)).toBe(false);
  });

  it('ends five years after now, to the millisecond', () => {
    expect(latestAcceptedInstant(now)).toBe(Date.parse('2031-11-24T15:00:00Z'));
    expect(isWithinInstantWindow(latestAcceptedInstant(now), now)).toBe(true);
    expect(isWithinInstantWindow(latestAcceptedInstant(now) + 1, now)).toBe(false);
  });
});

describe('dates of years before 1000', () => {
  it('keep their own year instead of becoming 19xx', () => {
    const instant = zonedInstant('0087-10-06', 18 * 60 + 42, 'America/Sao_Paulo')!;
    expect(new Date(instant).getUTCFullYear()).toBe(87);
    expect(zonedDateTime(instant, 'America/Sao_Paulo')).toEqual({
      date: '0087-10-06',
      time: '18:42',
    });
  });

  it('are written with four digits, so date maths around them works', () => {
    expect(zonedDateTime(Date.parse('0300-05-05T10:00:00Z'), 'UTC').date).toBe('0300-05-05');
    expect(addDays('0300-05-05', -7)).toBe('0300-04-28');
    expect(daysBetween('0099-12-31', '0100-01-01')).toBe(1);
    // Year 0 is a leap year in the proleptic Gregorian calendar; 1900 is not.
    expect(isLocalDate('0000-02-29')).toBe(true);
  });
});
