import { isAnonymizedEmail } from '@core/anonymized-client.ts';
import { confirmationMessages as c } from '@core/messages.ts';
import { humanizeMinutes } from '@core/scheduling/format-instant.ts';
import type { AppointmentSnapshot } from '../outbox/notification-payload.ts';
import { type EmailContent, toHtml, toPlainText } from './email-layout.ts';
import { type Moments, momentsOf, reminderWhen } from './email-moments.ts';

export type EmailEvent =
  'appointment.created' | 'appointment.updated' | 'appointment.cancelled' | 'appointment.reminder';

export interface NotificationEmailInput {
  event: EmailEvent;
  recipient: 'client' | 'professional';
  appointment: AppointmentSnapshot;
  /** The professional's IANA zone: every time is written in it. */
  timezone: string;
  organizationName: string;
  /** The office's address and phone, when it gave them (decision 078): one line. */
  organizationContact?: string;
  reminderMinutes?: number;
  /** The client's private page to cancel or reschedule (not on a cancellation). */
  manageUrl?: string;
  /** A client's reminder that asks them to confirm (decision 087): the one-click page. */
  confirmUrl?: string;
  /** The professional's agenda. */
  agendaUrl?: string;
  /** When it is read, for 'hoje' and 'amanhã' in reminders. */
  now?: number;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

type Wording = Pick<EmailContent, 'subject' | 'heading' | 'paragraphs' | 'tone'>;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function clientWording(input: NotificationEmailInput, m: Moments): Wording {
  const { appointment: a } = input;
  const hello = `Olá, ${firstName(a.clientName)}!`;
  const pro = a.professionalName;
  switch (input.event) {
    case 'appointment.created':
      return {
        tone: 'confirmed',
        subject: `Agendamento confirmado: ${m.when} com ${pro}`,
        heading: 'Agendamento confirmado',
        paragraphs: [`${hello} Sua consulta com ${pro} está confirmada para ${m.fullWhen}.`],
      };
    case 'appointment.updated':
      return {
        tone: 'changed',
        subject: `Agendamento alterado: agora ${m.when} com ${pro}`,
        heading: 'Seu agendamento mudou',
        paragraphs: [`${hello} Sua consulta com ${pro} mudou para ${m.fullWhen}.`],
      };
    case 'appointment.cancelled':
      return {
        tone: 'cancelled',
        subject: `Agendamento cancelado: ${m.when} com ${pro}`,
        heading: 'Agendamento cancelado',
        paragraphs: [
          `Olá, ${firstName(a.clientName)}. Sua consulta com ${pro} de ${m.fullWhen} foi cancelada.`,
          `Se quiser marcar um novo horário, é só agendar de novo com ${input.organizationName}.`,
        ],
      };
    case 'appointment.reminder': {
      const { phrase, soon } = reminderWhen(a.startTime, input.timezone, {
        now: input.now ?? Date.now(),
        reminderMinutes: input.reminderMinutes,
      });
      const sentence = `sua consulta com ${pro} ${soon ? 'começa' : 'é'} ${phrase}`;
      if (input.confirmUrl) {
        return {
          tone: 'reminder',
          subject: c.emailSubject(sentence),
          heading: c.emailHeading,
          paragraphs: [`${hello} Passando para lembrar: ${sentence}.`, c.emailAsk],
        };
      }
      return {
        tone: 'reminder',
        subject: `Lembrete: ${sentence}`,
        heading: 'Lembrete da sua consulta',
        paragraphs: [`${hello} Passando para lembrar: ${sentence}.`],
      };
    }
  }
}

function professionalWording(input: NotificationEmailInput, m: Moments): Wording {
  const client = input.appointment.clientName;
  switch (input.event) {
    case 'appointment.created':
      return {
        tone: 'confirmed',
        subject: `Novo agendamento: ${client}, ${m.when}`,
        heading: 'Novo agendamento',
        paragraphs: [`${client} agendou uma consulta com você para ${m.fullWhen}.`],
      };
    case 'appointment.updated':
      return {
        tone: 'changed',
        subject: `Agendamento alterado: ${client}, agora ${m.when}`,
        heading: 'Agendamento alterado',
        paragraphs: [`A consulta com ${client} mudou para ${m.fullWhen}.`],
      };
    case 'appointment.cancelled':
      return {
        tone: 'cancelled',
        subject: `Agendamento cancelado: ${client}, ${m.when}`,
        heading: 'Agendamento cancelado',
        paragraphs: [
          `A consulta com ${client} de ${m.fullWhen} foi cancelada. O horário está livre de novo na sua agenda.`,
        ],
      };
    case 'appointment.reminder': {
      const { phrase } = reminderWhen(input.appointment.startTime, input.timezone, {
        now: input.now ?? Date.now(),
        reminderMinutes: input.reminderMinutes,
      });
      return {
        tone: 'reminder',
        subject: `Lembrete: consulta com ${client} ${phrase}`,
        heading: 'Lembrete de consulta',
        paragraphs: [`Você tem uma consulta com ${client} ${phrase}.`],
      };
    }
  }
}

function detailsOf(input: NotificationEmailInput, m: Moments): EmailContent['details'] {
  const a = input.appointment;
  const rows: EmailContent['details'] = [
    { label: 'Data', value: m.day },
    { label: 'Horário', value: m.hours },
  ];
  if (input.recipient === 'client') rows.push({ label: 'Profissional', value: a.professionalName });
  else {
    rows.push({ label: 'Cliente', value: a.clientName });
    if (!isAnonymizedEmail(a.clientEmail)) rows.push({ label: 'E-mail', value: a.clientEmail });
    if (a.clientPhone) rows.push({ label: 'Telefone', value: a.clientPhone });
  }
  if (a.productName) rows.push({ label: 'Serviço', value: a.productName });
  // Where: only what will happen (no Meet promised unless the professional's calendar makes one).
  if (a.location && input.event !== 'appointment.cancelled') {
    rows.push({ label: 'Local', value: a.location.summary });
  }
  const link = a.meetLink ?? (a.location?.kind === 'online' ? a.location.detail : null);
  if (link && input.event !== 'appointment.cancelled') {
    rows.push({ label: 'Reunião online', value: link, href: link });
  }
  if (input.recipient === 'professional' && a.notes) {
    rows.push({ label: 'Observações', value: a.notes });
  }
  // The intake answers go to the office only (decision 084): never in the client's e-mail.
  if (input.recipient === 'professional') {
    for (const { label, answer } of a.intakeAnswers ?? []) rows.push({ label, value: answer });
  }
  return rows;
}

function actionOf(input: NotificationEmailInput): EmailContent['action'] {
  if (input.event === 'appointment.cancelled') return undefined;
  if (input.recipient === 'client' && input.confirmUrl && input.manageUrl) {
    return {
      label: c.emailConfirm,
      url: input.confirmUrl,
      note: c.emailNote,
      links: [
        { label: c.emailCancel, url: input.manageUrl },
        { label: c.emailReschedule, url: input.manageUrl },
      ],
    };
  }
  if (input.recipient === 'client' && input.manageUrl) {
    return {
      label: 'Cancelar ou remarcar',
      url: input.manageUrl,
      note: 'Precisa mudar algo? Cancele ou escolha outro horário pelo botão abaixo, até o início da consulta.',
    };
  }
  if (input.recipient === 'professional' && input.agendaUrl) {
    return { label: 'Abrir minha agenda', url: input.agendaUrl, note: 'Veja o dia na sua agenda.' };
  }
  return undefined;
}

function footerOf(input: NotificationEmailInput): string[] {
  const lines = [`Enviado por ${input.organizationName} pelo Agendei.`];
  if (input.organizationContact)
    lines.push(`${input.organizationName}: ${input.organizationContact}`);
  if (input.event === 'appointment.created' || input.event === 'appointment.updated') {
    lines.push('O convite em anexo (.ics) coloca a consulta na sua agenda.');
  }
  if (input.event === 'appointment.cancelled') {
    lines.push('O convite em anexo (.ics) retira a consulta da sua agenda.');
  }
  if (input.event === 'appointment.reminder' && input.reminderMinutes) {
    lines.push(`Este lembrete é enviado ${humanizeMinutes(input.reminderMinutes)} antes.`);
  }
  return lines;
}

/** Subject, plain text and HTML of one appointment e-mail, in pt-BR and the professional's zone. */
export function renderNotificationEmail(input: NotificationEmailInput): RenderedEmail {
  const { startTime, endTime } = input.appointment;
  const m = momentsOf(startTime, endTime, input.timezone);
  const wording = (input.recipient === 'client' ? clientWording : professionalWording)(input, m);
  const content: EmailContent = {
    ...wording,
    // One line only: no header injection through a name.
    subject: wording.subject.replace(/\s+/g, ' ').trim(),
    preheader: wording.paragraphs[0] ?? wording.heading,
    brand: input.organizationName,
    details: detailsOf(input, m),
    action: actionOf(input),
    footer: footerOf(input),
  };
  return { subject: content.subject, text: toPlainText(content), html: toHtml(content) };
}
