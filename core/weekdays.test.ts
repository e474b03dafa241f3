import { describe, expect, it } from 'vitest';
import { WEEKDAY_NAMES, weekdayName } from './weekdays.ts';

describe('weekdayName', () => {
  it('names the days in pt-BR from Sunday, like Date#getDay', () => {
    expect(WEEKDAY_NAMES).toHaveLength(7);
    expect(weekdayName(0)).toBe('Domingo');
    expect(weekdayName(3)).toBe('Quarta-feira');
    expect(weekdayName(6)).toBe('Sábado');
    expect(weekdayName(new Date('2024-12-02T12:00:00Z').getUTCDay())).toBe('Segunda-feira');
  });

  it.each([-1, 7, 1.5])('refuses the day %d', (day) => {
    expect(() => weekdayName(day)).toThrow(RangeError);
  });
});
