import { describe, expect, it } from 'vitest';
import { brlToCents, centsToBrl } from './money.ts';

describe('brlToCents', () => {
  it.each([
    [0, 0],
    [150, 15000],
    [150.5, 15050],
    [19.99, 1999],
    [0.07, 7],
    [1.1, 110],
    [999999.99, 99999999],
    ['150,50', 15050],
    ['150.5', 15050],
    [' 12 ', 1200],
    ['10.100', 1010],
    ['-0', 0],
  ] as const)('reads %j as %d centavos', (value, cents) => {
    expect(brlToCents(value)).toBe(cents);
  });

  it('never goes through float arithmetic (0.29 * 100 is 28.999999999999996)', () => {
    expect(brlToCents(0.29)).toBe(29);
    expect(brlToCents(1.005)).toBe('tooManyDecimals');
  });

  it.each([
    [10.999, 'tooManyDecimals'],
    ['10,999', 'tooManyDecimals'],
    [0.1 + 0.2, 'tooManyDecimals'],
    [1e-7, 'tooManyDecimals'],
    [-1, 'negative'],
    ['-0,01', 'negative'],
    [1e12, 'tooLarge'],
    [1e21, 'tooLarge'],
    ['1234567890123', 'tooLarge'],
    ['abc', 'invalid'],
    ['', 'invalid'],
    ['1.500,00', 'invalid'],
    ['R$ 10', 'invalid'],
    [Number.NaN, 'invalid'],
    [Number.POSITIVE_INFINITY, 'invalid'],
  ] as const)('refuses %j as %s', (value, reason) => {
    expect(brlToCents(value)).toBe(reason);
  });
});

describe('centsToBrl', () => {
  it('gives the amount that prints as the decimal text', () => {
    expect(centsToBrl(15050)).toBe(150.5);
    expect(String(centsToBrl(1999))).toBe('19.99');
    expect(centsToBrl(0)).toBe(0);
  });
});
