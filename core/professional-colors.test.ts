import { describe, expect, it } from 'vitest';
import { PROFESSIONAL_COLORS, nextProfessionalColor, paletteColor } from './professional-colors.ts';

const hex = (name: string) => PROFESSIONAL_COLORS.find((color) => color.name === name)!.hex;

describe('professional colours', () => {
  it('has ten to twelve distinct colours with distinct names, as #rrggbb in lower case', () => {
    expect(PROFESSIONAL_COLORS.length).toBeGreaterThanOrEqual(10);
    expect(PROFESSIONAL_COLORS.length).toBeLessThanOrEqual(12);
    expect(new Set(PROFESSIONAL_COLORS.map((color) => color.hex)).size).toBe(
      PROFESSIONAL_COLORS.length,
    );
    expect(new Set(PROFESSIONAL_COLORS.map((color) => color.name)).size).toBe(
      PROFESSIONAL_COLORS.length,
    );
    for (const color of PROFESSIONAL_COLORS) expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives the first professional of an organization Azul, the old default', () => {
    expect(nextProfessionalColor([])).toBe('#3b82f6');
  });

  it('gives the first colour nobody in the organization has, whatever the case', () => {
    expect(nextProfessionalColor(['#3B82F6'])).toBe(hex('Vermelho'));
    expect(nextProfessionalColor([hex('Azul'), hex('Verde')])).toBe(hex('Vermelho'));
    expect(nextProfessionalColor([hex('Azul'), hex('Vermelho'), '#123456'])).toBe(hex('Verde'));
  });

  it('gives three professionals three different colours', () => {
    const taken: string[] = [];
    for (let n = 0; n < 3; n++) taken.push(nextProfessionalColor(taken));
    expect(new Set(taken).size).toBe(3);
  });

  it('reuses the least used colour, first in palette order, once every colour is taken', () => {
    const all = PROFESSIONAL_COLORS.map((color) => color.hex);
    expect(nextProfessionalColor(all)).toBe(hex('Azul'));
    expect(nextProfessionalColor([...all, hex('Azul'), hex('Vermelho')])).toBe(hex('Verde'));
  });

  it('finds a palette colour by its hex in any case, and nothing for another colour', () => {
    expect(paletteColor('#02853C')?.name).toBe('Verde');
    expect(paletteColor('#000000')).toBeUndefined();
  });
});
