import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  formatDateTimeIn,
  formatDateTimeWithZone,
  humanizeMinutes,
  zoneLabel,
} from './format-instant.ts';

// Wednesday 2026-11-25 17:00 UTC: 14:00 in São Paulo, 12:00 in New York.
const instant = '2026-11-25T17:00:00.000Z';

describe('formatDateTimeIn', () => {
  it("writes dd/MM/yyyy 'às' HH:mm in the given zone, whatever the machine's zone", () => {
    expect(formatDateTimeIn(instant, 'America/Sao_Paulo')).toBe('25/11/2026 às 14:00');
    expect(formatDateTimeIn(instant, 'America/New_York')).toBe('25/11/2026 às 12:00');
    expect(formatDateTimeIn(instant, 'Asia/Tokyo')).toBe('26/11/2026 às 02:00');
  });

  it('adds the zone only when it is not Brasília time', () => {
    expect(formatDateTimeWithZone(instant, 'America/Sao_Paulo')).toBe('25/11/2026 às 14:00');
    expect(zoneLabel(instant, 'America/Sao_Paulo')).toBeUndefined();
    expect(formatDateTimeWithZone(instant, 'America/New_York')).toBe(
      '25/11/2026 às 12:00 (Horário do Leste, GMT-5)',
    );
  });
});

describe('calendarDaysBetween', () => {
  it('counts local calendar days, so 23:00 to 08:00 of the next day is tomorrow', () => {
    const lateEvening = Date.parse('2026-11-25T02:00:00Z'); // 24/11 23:00 in São Paulo
    const nextMorning = Date.parse('2026-11-25T11:00:00Z'); // 25/11 08:00 in São Paulo
    expect(calendarDaysBetween(lateEvening, nextMorning, 'America/Sao_Paulo')).toBe(1);
    expect(calendarDaysBetween(lateEvening, nextMorning, 'UTC')).toBe(0);
  });
});

describe('humanizeMinutes', () => {
  it.each([
    [1, '1 minuto'],
    [30, '30 minutos'],
    [60, '1 hora'],
    [90, '1 hora e 30 minutos'],
    [1440, '1 dia'],
    [2880, '2 dias'],
    [1530, '1 dia, 1 hora e 30 minutos'],
  ])('writes %i minutes as %s', (minutes, text) => {
    expect(humanizeMinutes(minutes)).toBe(text);
  });
});
