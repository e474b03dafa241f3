import { describe, expect, it } from 'vitest';
import {
  formatMoneyInput,
  numberTextMessage,
  parseIntegerText,
  parseMoneyText,
} from './pt-br-number.ts';

describe('parseMoneyText', () => {
  it.each([
    ['250,90', 25090],
    ['1.250,90', 125090],
    ['250,9', 25090],
    ['250', 25000],
    ['0,07', 7],
    ['R$ 1.250,90', 125090],
    [' 12 ', 1200],
    ['1.250', 125000],
    ['1.000.000,00', 100000000],
    ['250.90', 25090],
    ['2.5', 250],
    ['10,', 1000],
    [',5', 50],
    ['150,50', 15050],
    ['-0', 0],
  ])('reads %j as %d centavos', (text, cents) => {
    expect(parseMoneyText(text)).toBe(cents);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['12a', 'invalid'],
    ['1,2,3', 'invalid'],
    ['12.34.5', 'invalid'],
    ['1.25,90', 'invalid'],
    [',', 'invalid'],
    ['1e3', 'invalid'],
    ['-5', 'negative'],
    ['10,999', 'tooManyDecimals'],
  ])('refuses %j (%s)', (text, error) => {
    expect(parseMoneyText(text)).toBe(error);
  });

  it('never scales: what was typed is what is kept', () => {
    expect(parseMoneyText('250,90')).not.toBe(2509000);
    expect(parseMoneyText('0,29')).toBe(29);
  });
});

describe('parseIntegerText', () => {
  it.each([
    ['90', 90],
    ['1.440', 1440],
    ['10.080', 10080],
    ['15,0', 15],
    [' 30 ', 30],
  ])('reads %j as %d', (text, value) => {
    expect(parseIntegerText(text)).toBe(value);
  });

  it.each([
    ['2,5', 'notInteger'],
    ['2.5', 'notInteger'],
    ['', 'empty'],
    ['dez', 'invalid'],
    ['-3', 'negative'],
  ])('refuses %j (%s)', (text, error) => {
    expect(parseIntegerText(text)).toBe(error);
  });
});

describe('formatMoneyInput', () => {
  it('writes centavos the way they are read back', () => {
    expect(formatMoneyInput(125090)).toBe('1.250,90');
    expect(formatMoneyInput(25090)).toBe('250,90');
    expect(formatMoneyInput(0)).toBe('0,00');
    for (const cents of [7, 25090, 125090, 100000000]) {
      expect(parseMoneyText(formatMoneyInput(cents))).toBe(cents);
    }
  });
});

describe('numberTextMessage', () => {
  it('refuses 2,5 minutes in words a person understands', () => {
    const error = parseIntegerText('2,5');
    expect(typeof error === 'string' && numberTextMessage(error, 'minutos')).toBe(
      'Use um número inteiro de minutos.',
    );
  });
});
