import { describe, expect, it } from 'vitest';
import { integerField, moneyField, readNumberField } from './number-fields';

describe('readNumberField', () => {
  it('reads prices the way Brazilians type them, exact to the centavo', () => {
    expect(readNumberField('250,90', moneyField())).toEqual({ value: 250.9 });
    expect(readNumberField('1.250,90', moneyField())).toEqual({ value: 1250.9 });
    expect(readNumberField('250', moneyField())).toEqual({ value: 250 });
  });

  it('refuses 2,5 minutes instead of reading 25', () => {
    expect(readNumberField('2,5', integerField('minutos'))).toEqual({
      error: 'Use um número inteiro de minutos.',
    });
  });

  it('reads an empty optional field as null and refuses an empty required one', () => {
    expect(readNumberField('', integerField('minutos', { optional: true }))).toEqual({
      value: null,
    });
    expect(readNumberField('', integerField('minutos'))).toEqual({ error: 'Informe um número.' });
  });

  it('reads a price left empty under its placeholder as the amount the form gives it', () => {
    expect(readNumberField('', moneyField({ emptyAs: 0 }))).toEqual({ value: 0 });
    expect(readNumberField('', moneyField())).toEqual({ error: 'Informe um número.' });
  });
});
