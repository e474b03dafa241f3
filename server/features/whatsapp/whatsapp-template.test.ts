import { describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_TEMPLATES } from '@core/schemas/whatsapp.ts';
import type { AppointmentSnapshot } from '../outbox/notification-payload.ts';
import {
  messageBody,
  templateFor,
  templateMessage,
  templateParameters,
} from './whatsapp-template.ts';

const snapshot: AppointmentSnapshot = {
  appointmentId: 'a1',
  clientName: '  Maria\n de   Souza\t',
  clientEmail: 'maria@example.com',
  clientPhone: '+55(11) 91234-5678',
  startTime: '2026-03-09T02:30:00.000Z',
  endTime: '2026-03-09T03:30:00.000Z',
  notes: 'Não vai a Meta',
  professionalName: 'Bruno Lima',
  productName: null,
  meetLink: 'https://meet.google.com/abc-defg-hij',
  googleEventId: null,
};

describe('WhatsApp template message', () => {
  it('writes date and time in the professional’s zone, whatever the machine’s', () => {
    expect(templateParameters(snapshot, 'America/Sao_Paulo')).toEqual([
      'Maria de Souza',
      '08/03/2026',
      '23:30',
      'Bruno Lima',
      'Atendimento',
    ]);
    expect(templateParameters(snapshot, 'Europe/Lisbon').slice(1, 3)).toEqual([
      '09/03/2026',
      '02:30',
    ]);
  });

  it('never sends an empty parameter or a line break, which Meta refuses', () => {
    const blank = { ...snapshot, clientName: ' \n ', productName: 'Consulta\ninicial' };
    expect(templateParameters(blank, 'America/Sao_Paulo')).toEqual([
      '—',
      '08/03/2026',
      '23:30',
      'Bruno Lima',
      'Consulta inicial',
    ]);
  });

  it('picks each event’s template, the confirmation for a test', () => {
    const templates = { ...DEFAULT_WHATSAPP_TEMPLATES, reminder: 'lembrete_24h' };
    expect(templateFor(templates, 'appointment.created')).toBe('agendamento_confirmado');
    expect(templateFor(templates, 'appointment.updated')).toBe('agendamento_alterado');
    expect(templateFor(templates, 'appointment.cancelled')).toBe('agendamento_cancelado');
    expect(templateFor(templates, 'appointment.reminder')).toBe('lembrete_24h');
    expect(templateFor(templates, 'whatsapp.test')).toBe('agendamento_confirmado');
  });

  it('builds the documented body, with only the phone and the parameters', () => {
    const message = templateMessage('+55(11) 91234-5678', 'agendamento_confirmado', 'pt_BR', [
      'Maria',
      '08/03/2026',
    ]);
    expect(messageBody(message)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511912345678',
      type: 'template',
      template: {
        name: 'agendamento_confirmado',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Maria' },
              { type: 'text', text: '08/03/2026' },
            ],
          },
        ],
      },
    });
  });
});
