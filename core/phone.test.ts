import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone.ts';

describe('phone', () => {
  it('adds the country code to a national number and formats it', () => {
    expect(normalizePhone('(11) 98765-4321')).toBe('+55(11) 98765-4321');
    expect(normalizePhone('11987654321')).toBe('+55(11) 98765-4321');
    expect(normalizePhone('+55 11 98765 4321')).toBe('+55(11) 98765-4321');
  });

  it('keeps landlines readable', () => {
    expect(normalizePhone('1134567890')).toBe('+55(11) 3456-7890');
  });

  it('formats progressively and caps at 13 digits', () => {
    expect(formatPhone('1')).toBe('+55(1');
    expect(formatPhone('119')).toBe('+55(11) 9');
    expect(formatPhone('5511987654321999')).toBe('+55(11) 98765-4321');
    expect(formatPhone('5511987654321999').length).toBeLessThanOrEqual(18);
  });

  it('formats key by key as a person types, without adding the country code twice', () => {
    let typed = '';
    for (const digit of '11987654321') typed = formatPhone(typed + digit);
    expect(typed).toBe('+55(11) 98765-4321');
    expect(formatPhone(typed)).toBe(typed);
    expect(formatPhone('+55(11')).toBe('+55(11');
  });

  it('refuses incomplete numbers', () => {
    expect(normalizePhone('')).toBeUndefined();
    expect(normalizePhone('9876')).toBeUndefined();
    expect(normalizePhone('abc')).toBeUndefined();
  });
});
