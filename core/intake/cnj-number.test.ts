import { describe, expect, it } from 'vitest';
import { cnjCheckDigits, normalizeCnjNumber } from './cnj-number.ts';
import { maskCnj } from './intake-answers.ts';

describe('CNJ case number (Resolução CNJ 65/2008, ISO 7064 mod 97-10)', () => {
  it('accepts real-format numbers whose check digits are right', () => {
    expect(normalizeCnjNumber('0710802-55.2018.8.02.0001')).toBe('0710802-55.2018.8.02.0001');
    expect(normalizeCnjNumber('0001327-64.2018.8.26.0158')).toBe('0001327-64.2018.8.26.0158');
    expect(normalizeCnjNumber('1000005-62.2019.5.02.0000')).toBe('1000005-62.2019.5.02.0000');
  });

  it('accepts the 20 digits typed without punctuation or with spaces, and writes them in the format', () => {
    expect(normalizeCnjNumber('07108025520188020001')).toBe('0710802-55.2018.8.02.0001');
    expect(normalizeCnjNumber(' 0710802-55.2018.8.02.0001 ')).toBe('0710802-55.2018.8.02.0001');
  });

  it('refuses wrong check digits, a changed digit, and other shapes', () => {
    expect(normalizeCnjNumber('0710802-56.2018.8.02.0001')).toBeNull();
    expect(normalizeCnjNumber('0710803-55.2018.8.02.0001')).toBeNull();
    expect(normalizeCnjNumber('1000005-05.2019.5.02.0000')).toBeNull();
    expect(normalizeCnjNumber('710802-55.2018.8.02.0001')).toBeNull();
    expect(normalizeCnjNumber('0710802-55.2018.8.2.0001')).toBeNull();
    expect(normalizeCnjNumber('abc')).toBeNull();
    expect(normalizeCnjNumber('')).toBeNull();
  });

  it('computes DD = 98 − (NNNNNNN AAAA J TR OOOO 00 mod 97), so the whole number is 1 mod 97', () => {
    expect(cnjCheckDigits('0710802', '2018', '8', '02', '0001')).toBe('55');
    const whole = BigInt('0710802' + '2018' + '8' + '02' + '0001' + '55');
    expect(whole % 97n).toBe(1n);
    // A remainder of 96 or 97 gives one digit: it is written with a leading zero.
    for (let n = 0; n < 200; n += 1) {
      const sequence = String(n).padStart(7, '0');
      const dd = cnjCheckDigits(sequence, '2020', '4', '04', '7000');
      expect(dd).toMatch(/^\d{2}$/);
      expect(BigInt(`${sequence}20204047000${dd}`) % 97n).toBe(1n);
    }
  });

  it('masks digits into the format while a person types', () => {
    expect(maskCnj('0710802')).toBe('0710802');
    expect(maskCnj('07108025')).toBe('0710802-5');
    expect(maskCnj('07108025520188020001')).toBe('0710802-55.2018.8.02.0001');
  });
});
