import { isMobilePhone, phoneDigits } from '@core/phone.ts';

const DAY_MS = 86_400_000;

export type WhatsAppMessage = {
  clientName: string;
  clientPhone: string;
  start: Date;
  /** 'dd/MM/yyyy' and 'HH:mm' in the professional's zone. */
  date: string;
  time: string;
  professionalName: string;
};

/**
 * A click-to-chat link (wa.me) with the message already written in pt-BR: a reminder when the
 * appointment is within a day, a confirmation otherwise. No WhatsApp API is involved: the
 * professional's own WhatsApp opens and they press send. Undefined without a number WhatsApp
 * can reach: an incomplete one, or a Brazilian landline.
 */
export function whatsAppLink(message: WhatsAppMessage, now = Date.now()): string | undefined {
  const digits = phoneDigits(message.clientPhone);
  if (!isMobilePhone(digits)) return undefined;
  const firstName = message.clientName.trim().split(/\s+/)[0] ?? message.clientName;
  const soon = message.start.getTime() - now <= DAY_MS;
  const text = soon
    ? `Olá, ${firstName}! Lembrete: seu horário com ${message.professionalName} é em ${message.date} às ${message.time}. Até lá!`
    : `Olá, ${firstName}! Seu agendamento com ${message.professionalName} está confirmado para ${message.date} às ${message.time}.`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
