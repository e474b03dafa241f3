import { describe, expect, it } from 'vitest';
import { formatPhone, isMobilePhone, normalizePhone, phoneDigits } from './phone.ts';

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

  it('refuses numbers that do not exist in Brazil: unknown DDD, mobile or landline prefix', () => {
    expect(normalizePhone('(20) 98765-4321')).toBeUndefined(); // no DDD 20
    expect(normalizePhone('(11) 58765-4321')).toBeUndefined(); // 11 digits must be a mobile
    expect(normalizePhone('(11) 9876-5432')).toBeUndefined(); // 10 digits must be a landline
    expect(normalizePhone('(21) 2345-6789')).toBe('+55(21) 2345-6789');
    expect(normalizePhone('(61) 99876-5432')).toBe('+55(61) 99876-5432');
  });

  it('keeps a foreign number with its own country code', () => {
    expect(normalizePhone('+351 912 345 678')).toBe('+351912345678');
    expect(formatPhone('+351912345678')).toBe('+351912345678');
    expect(normalizePhone('+1 555 0100')).toBeUndefined();
  });

  it('tells a Brazilian mobile (subscriber number starting with 9) from a landline', () => {
    expect(isMobilePhone(phoneDigits('+55(11) 98765-4321'))).toBe(true);
    expect(isMobilePhone(phoneDigits('(61) 99876-5432'))).toBe(true);
    expect(isMobilePhone(phoneDigits('+55(11) 3456-7890'))).toBe(false);
    expect(isMobilePhone(phoneDigits('(21) 2345-6789'))).toBe(false);
    expect(isMobilePhone(phoneDigits('(11) 6876-54321'))).toBe(false);
    expect(isMobilePhone(phoneDigits('9876'))).toBe(false);
    expect(isMobilePhone(phoneDigits('+351912345678'))).toBe(true);
  });
});
