import { describe, expect, it } from 'vitest';
import { PROFESSIONAL_COLORS } from '@core/professional-colors.ts';
import { contrastRatio, initials, textColorOn } from './avatar';

describe('initials', () => {
  it.each([
    ['Dr. João Carvalho', 'JC'],
    ['Dra. Ana Souza', 'AS'],
    ['Sr. Bruno Lima', 'BL'],
    ['Sra Maria da Silva', 'MS'],
    ['Prof. Carlos Mendes', 'CM'],
    ['Profa. Helena Dias', 'HD'],
    ['João Carvalho Filho', 'JC'],
    ['ana souza', 'AS'],
    ['Bruno', 'B'],
    ['Dr.', 'D'],
    ['  Élida   Ramos  ', 'ÉR'],
  ])('%j → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('textColorOn', () => {
  it('gives #8b5cf6 text of at least 4.5:1 (white gave 4.23:1)', () => {
    const text = textColorOn('#8b5cf6');
    expect(contrastRatio('#8b5cf6', text)).toBeGreaterThanOrEqual(4.5);
  });

  it('reaches 4.5:1 on every colour a professional may pick', () => {
    for (let value = 0; value < 0x1000000; value += 0x010305) {
      const color = `#${value.toString(16).padStart(6, '0')}`;
      expect(contrastRatio(color, textColorOn(color)), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps white on dark colours and black on light ones', () => {
    expect(textColorOn('#1e3a8a')).toBe('#ffffff');
    expect(textColorOn('#fde68a')).toBe('#000000');
  });
});

describe('the professional palette', () => {
  // The themes' surfaces of web/src/index.css in sRGB: light card, background and sidebar; dark
  // card (the lightest of the dark theme's background, sidebar and card).
  const surfaces = ['#ffffff', '#fafcfe', '#f8fafd', '#131823'];

  it.each(PROFESSIONAL_COLORS.map((color) => [color.name, color.hex]))(
    '%s (%s) carries its text at 4.5:1 and stands out 3:1 on light and dark surfaces',
    (_name, hex) => {
      expect(contrastRatio(hex, textColorOn(hex))).toBeGreaterThanOrEqual(4.5);
      for (const surface of surfaces) {
        expect(contrastRatio(hex, surface), surface).toBeGreaterThanOrEqual(3);
      }
    },
  );
});
