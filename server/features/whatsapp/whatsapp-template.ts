import { phoneDigits } from '@core/phone.ts';
import { formatDateIn, formatTimeOfInstant } from '@core/scheduling/format-instant.ts';
import { WHATSAPP_NOTIFICATION_OF, type WhatsappTemplates } from '@core/schemas/whatsapp.ts';
import type { AppointmentSnapshot } from '../outbox/notification-payload.ts';

/** What is sent: a template, its language and its body parameters, to one number. */
export interface WhatsappTemplateMessage {
  /** The number in international digits (5511987654321). */
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** Quick-reply buttons' payloads, in their order (decision 088: the confirmation template). */
  buttons?: string[];
}

/** A free-form text, allowed inside the 24 h after the client's last message (decision 088). */
export interface WhatsappTextMessage {
  to: string;
  text: string;
}

export type WhatsappMessage = WhatsappTemplateMessage | WhatsappTextMessage;

/** Meta refuses parameters that are empty or hold line breaks, tabs or runs of spaces. */
export const whatsappParameter = (text: string) => text.replace(/\s+/g, ' ').trim() || '—';

/**
 * The body parameters, in the documented order ({{1}} to {{5}}): client, date, time (in the
 * professional's zone), professional and service.
 */
export function templateParameters(data: AppointmentSnapshot, timeZone: string): string[] {
  return [
    data.clientName,
    formatDateIn(data.startTime, timeZone),
    formatTimeOfInstant(data.startTime, timeZone),
    data.professionalName,
    data.productName ?? 'Atendimento',
  ].map(whatsappParameter);
}

/** The template of an outbox event; a test message uses the confirmation's. */
export function templateFor(templates: WhatsappTemplates, event: string): string {
  const notification =
    WHATSAPP_NOTIFICATION_OF[event as keyof typeof WHATSAPP_NOTIFICATION_OF] ?? 'created';
  return templates[notification];
}

export function templateMessage(
  phone: string,
  template: string,
  language: string,
  parameters: string[],
): WhatsappTemplateMessage {
  return { to: phoneDigits(phone), template, language, parameters };
}

export function textMessage(phone: string, text: string): WhatsappTextMessage {
  return { to: phoneDigits(phone), text };
}

/** A quick-reply button's component: its index in the template and the payload it posts back. */
const buttonComponent = (payload: string, index: number) => ({
  type: 'button',
  sub_type: 'quick_reply',
  index: String(index),
  parameters: [{ type: 'payload', payload }],
});

/** The JSON body of POST /{phone-number id}/messages, as the Cloud API documents it. */
export function messageBody(message: WhatsappMessage) {
  if ('text' in message) {
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to,
      type: 'text',
      text: { preview_url: true, body: message.text },
    };
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        {
          type: 'body',
          parameters: message.parameters.map((text) => ({ type: 'text', text })),
        },
        ...(message.buttons ?? []).map(buttonComponent),
      ],
    },
  };
}
