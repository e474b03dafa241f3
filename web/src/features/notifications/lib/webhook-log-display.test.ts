import { describe, expect, it } from 'vitest';
import type { WebhookLogDto } from '@core/schemas/notifications.ts';
import {
  deliveryLabel,
  eventLabel,
  formatDateTime,
  logHttpStatus,
  logTarget,
  payloadFacts,
  truncateTarget,
} from './webhook-log-display';

function log(overrides: Partial<WebhookLogDto>): WebhookLogDto {
  return {
    id: 'log-1',
    userId: 'user-1',
    appointmentId: 'appointment-1',
    eventId: 'event-1',
    event: 'appointment.reminder',
    eventType: 'appointment.reminder',
    channel: 'webhook',
    subscriber: 'user',
    status: 'scheduled',
    target: null,
    url: null,
    webhookUrl: null,
    payload: null,
    reminderMinutes: null,
    attempts: 0,
    httpStatus: null,
    responseStatus: null,
    deliveryState: null,
    deliveryStateAt: null,
    responseExcerpt: null,
    error: null,
    scheduledFor: '2026-11-23T12:00:00.000Z',
    sentAt: null,
    processedAt: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

describe('webhook log display', () => {
  it('names events in Portuguese and keeps unknown ones as sent', () => {
    expect(eventLabel('appointment.cancelled')).toBe('Agendamento cancelado');
    expect(eventLabel('webhook.test')).toBe('Teste de webhook');
    expect(eventLabel('whatsapp.test')).toBe('Teste de WhatsApp');
    expect(eventLabel('account.password_reset')).toBe('Redefinição de senha');
    expect(eventLabel('block.created')).toBe('Bloqueio criado');
    expect(eventLabel('block.deleted')).toBe('Bloqueio excluído');
    expect(eventLabel('something.else')).toBe('something.else');
  });

  it('accepts either spelling of the URL and of the HTTP status', () => {
    expect(logTarget(log({ webhookUrl: 'https://b.example' }))).toBe('https://b.example');
    expect(logTarget(log({ url: 'https://a.example', webhookUrl: 'x' }))).toBe('https://a.example');
    expect(logHttpStatus(log({ responseStatus: 502 }))).toBe(502);
  });

  it('says a WhatsApp message was delivered or read only while it stands as sent', () => {
    expect(deliveryLabel(log({ status: 'success', deliveryState: 'read' }))).toBe('Lida');
    expect(deliveryLabel(log({ status: 'success', deliveryState: 'delivered' }))).toBe('Entregue');
    expect(deliveryLabel(log({ status: 'success', deliveryState: 'sent' }))).toBeUndefined();
    expect(deliveryLabel(log({ status: 'failed', deliveryState: 'failed' }))).toBeUndefined();
  });

  it('cuts a long URL at 30 characters', () => {
    const url = 'https://hooks.example.com.br/agendei/recebe';
    expect(truncateTarget(url)).toBe(`${url.slice(0, 30)}…`);
    expect(truncateTarget('https://a.example')).toBe('https://a.example');
  });

  it("reads a block's title, never taking it for a client", () => {
    const payload = { data: { blockId: 'block-1', title: 'Audiência', startTime: 'x' } };
    expect(payloadFacts(log({ event: 'block.created', payload }))).toMatchObject({
      clientName: undefined,
      blockTitle: 'Audiência',
    });
  });

  it('writes times in the browser zone as dd/MM/yyyy HH:mm', () => {
    // The web tests run in Asia/Tokyo (UTC+9).
    expect(formatDateTime('2026-11-23T12:00:00.000Z')).toBe('23/11/2026 21:00');
  });

  it('reads the client and the reminder from the payload', () => {
    const payload = { data: { clientName: 'Maria', startTime: 'x' }, reminderMinutes: 60 };
    expect(payloadFacts(log({ payload }))).toMatchObject({
      clientName: 'Maria',
      reminderMinutes: 60,
    });
    expect(payloadFacts(log({ payload: 'nonsense' }))).toEqual({
      clientName: undefined,
      blockTitle: undefined,
      professionalName: undefined,
      startTime: undefined,
      reminderMinutes: undefined,
    });
  });
});
