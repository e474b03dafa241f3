import { describe, expect, it } from 'vitest';
import { periodBound, startOfDayIn } from './day-start.ts';

describe('a date as a period bound', () => {
  it('starts at midnight in the zone and ends at the next midnight', () => {
    const zone = 'America/Sao_Paulo';
    expect(periodBound('2026-11-01', 'from', zone).toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(periodBound('2026-11-01', 'to', zone).toISOString()).toBe('2026-11-02T03:00:00.000Z');
    const instant = new Date('2026-11-01T12:00:00Z');
    expect(periodBound(instant, 'to', zone)).toBe(instant);
  });

  it('starts at the first minute after a DST gap that swallows midnight', () => {
    // Brazil's summer time of 2018 began at 00:00 on 4 November: the day began at 01:00.
    expect(new Date(startOfDayIn('2018-11-04', 'America/Sao_Paulo')).toISOString()).toBe(
      '2018-11-04T03:00:00.000Z',
    );
  });
});
