import { describe, expect, it } from 'vitest';
import { TIMEZONES, TIMEZONE_NAMES } from './timezones.ts';

describe('the names of the offered time zones', () => {
  it('name every zone as a place people know, never by its IANA id', () => {
    for (const zone of TIMEZONES) {
      const name = TIMEZONE_NAMES[zone];
      expect(name, zone).toBeTruthy();
      expect(name, zone).not.toMatch(/[_/]/);
    }
    expect(TIMEZONE_NAMES['America/Sao_Paulo']).toBe('Horário de Brasília');
    expect(new Set(Object.values(TIMEZONE_NAMES)).size).toBe(TIMEZONES.length);
  });
});
