import { describe, expect, it } from 'vitest';
import { addDays } from '@core/scheduling/local-date.ts';
import {
  type HolidayLocation,
  closingHolidays,
  holidayMunicipalities,
  holidayStates,
  isKnownLocation,
} from './holiday-calendar.ts';

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const KNOWN = {
  carnavalTuesday: ['2026-02-17', '2027-02-09', '2028-02-29', '2029-02-13', '2030-03-05'],
  goodFriday: ['2026-04-03', '2027-03-26', '2028-04-14', '2029-03-30', '2030-04-19'],
  corpusChristi: ['2026-06-04', '2027-05-27', '2028-06-15', '2029-05-31', '2030-06-20'],
};
const national: HolidayLocation = { state: null, city: null };
const nameOn = (date: string, location = national) =>
  closingHolidays(location, date, date)[0]?.name;

describe('the holiday calendar', () => {
  it('agrees with the Easter algorithm and the known movable dates for 2026–2030', () => {
    [2026, 2027, 2028, 2029, 2030].forEach((year, index) => {
      const sunday = easter(year);
      expect(addDays(sunday, -47)).toBe(KNOWN.carnavalTuesday[index]);
      expect(addDays(sunday, -2)).toBe(KNOWN.goodFriday[index]);
      expect(addDays(sunday, 60)).toBe(KNOWN.corpusChristi[index]);
      expect(nameOn(KNOWN.carnavalTuesday[index]!)).toBe('Carnaval');
      expect(nameOn(addDays(KNOWN.carnavalTuesday[index]!, -1))).toBe('Carnaval');
      expect(nameOn(KNOWN.goodFriday[index]!)).toBe('Sexta-Feira Santa');
      expect(nameOn(KNOWN.corpusChristi[index]!)).toBe('Corpus Christi');
    });
  });

  it('closes on public holidays and Carnaval, never on observances or Ash Wednesday', () => {
    const names = closingHolidays(national, '2027-01-01', '2027-12-31').map((h) => h.name);
    expect(names).toContain('Dia de Tiradentes');
    expect(names).toContain('Dia da Consciência Negra');
    expect(names).not.toContain('Dia dos Namorados');
    expect(names).not.toContain('Páscoa');
    expect(nameOn('2027-02-10')).toBeUndefined();
    expect(nameOn('2027-12-24')).toBeUndefined();
  });

  it('adds the holidays of the UF and of the city the library knows', () => {
    expect(nameOn('2027-07-09', { state: 'SP', city: null })).toBe('Revolução Constitucionalista');
    expect(nameOn('2027-07-09', { state: 'RJ', city: null })).toBeUndefined();
    expect(nameOn('2027-01-25', { state: 'SP', city: '3550308' })).toBe('Aniversário da Cidade');
    // A município without holidays of its own in the calendar keeps its UF's and the nation's.
    expect(nameOn('2027-01-25', { state: 'SP', city: '3509502' })).toBeUndefined();
    expect(nameOn('2027-07-09', { state: 'SP', city: '3509502' })).toBe(
      'Revolução Constitucionalista',
    );
    expect(nameOn('2027-01-25', { state: 'SP', city: null })).toBeUndefined();
  });

  it('lists every UF and every município of a UF (IBGE), and refuses unknown ones', () => {
    expect(holidayStates()).toHaveLength(27);
    const paulistas = holidayMunicipalities('SP');
    expect(paulistas).toHaveLength(645);
    expect(paulistas).toContainEqual({ code: '3550308', name: 'São Paulo', localHolidays: true });
    expect(paulistas).toContainEqual({ code: '3509502', name: 'Campinas', localHolidays: false });
    expect(holidayMunicipalities('XX')).toEqual([]);
    expect(isKnownLocation({ state: 'SP', city: '3550308' })).toBe(true);
    expect(isKnownLocation({ state: 'SP', city: '3509502' })).toBe(true);
    expect(isKnownLocation({ state: 'BA', city: null })).toBe(true);
    expect(isKnownLocation({ state: 'SP', city: '3106200' })).toBe(false);
    expect(isKnownLocation({ state: 'SP', city: 'SP' })).toBe(false);
    expect(isKnownLocation({ state: 'XX', city: null })).toBe(false);
    expect(isKnownLocation({ state: null, city: '3550308' })).toBe(false);
  });
});
