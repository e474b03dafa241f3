import { describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_TEMPLATES } from '@core/schemas/whatsapp.ts';
import type { AppointmentSnapshot } from '../outbox/notification-payload.ts';
import { confirmationButtons, parseReplyPayload } from './whatsapp-reply-payload.ts';
import {
  messageBody,
  templateFor,
  templateMessage,
  templateParameters,
  textMessage,
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

  it('adds the confirmation’s quick-reply buttons after the body, and sends a reply as text', () => {
    const id = '0b6f3f5e-8d5c-4b7a-9a51-2f4c1d7e9a10';
    const message = {
      ...templateMessage('+55(11) 91234-5678', 'confirmar_presenca', 'pt_BR', ['a', 'b']),
      buttons: confirmationButtons(id),
    };
    const components = messageBody(message).template!.components;
    expect(components.slice(1)).toEqual([
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '0',
        parameters: [{ type: 'payload', payload: `agendei:confirm:${id}` }],
      },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '1',
        parameters: [{ type: 'payload', payload: `agendei:reschedule:${id}` }],
      },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '2',
        parameters: [{ type: 'payload', payload: `agendei:cancel:${id}` }],
      },
    ]);
    expect(parseReplyPayload(`agendei:cancel:${id}`)).toEqual({
      action: 'cancel',
      appointmentId: id,
    });
    expect(parseReplyPayload(`agendei:apagar:${id}`)).toBeNull();
    expect(messageBody(textMessage('11912345678', 'Olá'))).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511912345678',
      type: 'text',
      text: { preview_url: true, body: 'Olá' },
    });
  });
});
