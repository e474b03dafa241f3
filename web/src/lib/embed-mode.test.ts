import { describe, expect, it } from 'vitest';
import { bookedMessage, isAccentColor, parseEmbedOptions } from './embed-mode';

describe('parseEmbedOptions', () => {
  it('is null for a page that was not opened by the widget', () => {
    expect(parseEmbedOptions('')).toBeNull();
    expect(parseEmbedOptions('?embed=0&theme=dark')).toBeNull();
  });

  it('reads the theme, the accent and the host origin the widget passed', () => {
    expect(
      parseEmbedOptions('?embed=1&theme=dark&accent=%23aa3300&parent=https://escritorio.com.br'),
    ).toEqual({ theme: 'dark', accent: '#aa3300', parentOrigin: 'https://escritorio.com.br' });
  });

  it('falls back to the automatic theme, no accent and any parent on doubtful values', () => {
    expect(parseEmbedOptions('?embed=1&theme=blue&accent=red&parent=javascript:alert(1)')).toEqual({
      theme: 'auto',
      parentOrigin: '*',
    });
    expect(parseEmbedOptions('?embed=1&accent=%23abc')).toEqual({
      theme: 'auto',
      parentOrigin: '*',
    });
  });
});

describe('isAccentColor', () => {
  it('accepts #rrggbb only', () => {
    expect(isAccentColor('#1D4ED8')).toBe(true);
    for (const value of ['#fff', '1d4ed8', '#1d4ed8;color:red', 'rgb(0,0,0)', '', null]) {
      expect(isAccentColor(value), String(value)).toBe(false);
    }
  });
});

describe('bookedMessage', () => {
  it("tells when and what was booked, never the client's name, e-mail or phone", () => {
    const message = bookedMessage({
      startTime: '2026-12-01T13:00:00.000Z',
      endTime: '2026-12-01T14:00:00.000Z',
      productName: 'Consulta inicial',
      professionalName: 'Bruno Lima',
      ...{ clientName: 'Mariana Alves', clientEmail: 'mariana@example.com', clientPhone: '+55' },
    });
    expect(message).toEqual({
      type: 'agendei:booked',
      start: '2026-12-01T13:00:00.000Z',
      end: '2026-12-01T14:00:00.000Z',
      service: 'Consulta inicial',
      professional: 'Bruno Lima',
    });
  });
});
