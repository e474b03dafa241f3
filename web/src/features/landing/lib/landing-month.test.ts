import { describe, expect, it } from 'vitest';
import { landingMonth } from './landing-month';
import { landingYear } from './landing-year';

describe('landingMonth', () => {
  it("is Brazil's month, whatever the machine's zone: 1 January 01:00 UTC is still December there", () => {
    expect(landingMonth(Date.parse('2027-01-01T01:00:00Z'))).toEqual({
      year: 2026,
      month: 12,
      name: 'dezembro',
      firstWeekday: 2,
    });
  });

  it('starts the sample on the weekday of the 1st', () => {
    expect(landingMonth(Date.parse('2026-11-27T12:00:00Z')).firstWeekday).toBe(0);
    expect(landingMonth(Date.parse('2027-05-10T12:00:00Z'))).toMatchObject({
      name: 'maio',
      firstWeekday: 6,
    });
  });
});

describe('landingYear', () => {
  it("is Brazil's year, as the landing's month says: 1 January 01:00 UTC is still 2026 there", () => {
    expect(landingYear(Date.parse('2027-01-01T01:00:00Z'))).toBe(2026);
    expect(landingYear(Date.parse('2027-01-01T03:00:00Z'))).toBe(2027);
  });
});
