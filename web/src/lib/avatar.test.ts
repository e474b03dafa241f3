import { describe, expect, it } from 'vitest';
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
