import { describe, expect, it } from 'vitest';
import { whatsAppLink } from './whatsapp-link';

const now = Date.parse('2026-11-23T12:00:00Z');
const base = {
  clientName: 'Maria Oliveira',
  clientPhone: '+55(11) 98765-4321',
  date: '30/11/2026',
  time: '10:00',
  professionalName: 'Bruno Lima',
};

const textOf = (link: string | undefined) => new URL(link!).searchParams.get('text');

describe('whatsAppLink', () => {
  it('writes a confirmation for a later appointment, to the number with its country code', () => {
    const link = whatsAppLink({ ...base, start: new Date('2026-11-30T13:00:00Z') }, now);
    expect(link).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(textOf(link)).toBe(
      'Olá, Maria! Seu agendamento com Bruno Lima está confirmado para 30/11/2026 às 10:00.',
    );
  });

  it('writes a reminder within a day of the appointment', () => {
    const link = whatsAppLink(
      { ...base, date: '24/11/2026', start: new Date('2026-11-24T11:00:00Z') },
      now,
    );
    expect(textOf(link)).toBe(
      'Olá, Maria! Lembrete: seu horário com Bruno Lima é em 24/11/2026 às 10:00. Até lá!',
    );
  });

  it('offers nothing for an incomplete number', () => {
    expect(whatsAppLink({ ...base, clientPhone: '9876', start: new Date(now) }, now)).toBe(
      undefined,
    );
  });

  it('offers nothing for a landline, which WhatsApp cannot reach', () => {
    for (const clientPhone of ['+55(11) 3456-7890', '(21) 2345-6789']) {
      expect(whatsAppLink({ ...base, clientPhone, start: new Date(now) }, now)).toBe(undefined);
    }
  });
});
