import { describe, expect, it } from 'vitest';
import { at } from '@tests/helpers/scheduling.ts';
import type { AppointmentSnapshot } from '../outbox/notification-payload.ts';
import {
  type NotificationEmailInput,
  renderNotificationEmail,
} from './render-notification-email.ts';
import { appointmentIcs } from './appointment-ics.ts';

const SP = 'America/Sao_Paulo';
const appointment: AppointmentSnapshot = {
  appointmentId: '6f1c2b9e-0d43-4c57-9a39-5f1d2a7b8c90',
  clientName: 'Maria Silva',
  clientEmail: 'maria@example.com',
  clientPhone: '+55(11) 98765-4321',
  startTime: at('2026-11-25', '14:00'),
  endTime: at('2026-11-25', '15:00'),
  notes: 'Trazer contrato',
  professionalName: 'Bruno Lima',
  productName: 'Consulta inicial',
  meetLink: 'https://meet.google.com/abc-defg-hij',
  googleEventId: null,
};
const manageUrl = 'https://agenda.example.com/agendamento/' + 'a'.repeat(64);

const render = (overrides: Partial<NotificationEmailInput> = {}) =>
  renderNotificationEmail({
    event: 'appointment.created',
    recipient: 'client',
    appointment,
    timezone: SP,
    organizationName: 'Souza Advogados',
    manageUrl,
    agendaUrl: 'https://agenda.example.com/dashboard',
    ...overrides,
  });

describe('renderNotificationEmail', () => {
  it('confirms to the client in pt-BR with the date, the Meet link and the private link', () => {
    const email = render();
    expect(email.subject).toBe('Agendamento confirmado: 25/11/2026 às 14:00 com Bruno Lima');
    expect(email.text).toContain('Sua consulta com Bruno Lima está confirmada para quarta-feira');
    expect(email.text).toContain('Horário: 14:00 às 15:00');
    expect(email.text).toContain('Serviço: Consulta inicial');
    expect(email.text).toContain('Reunião online: https://meet.google.com/abc-defg-hij');
    expect(email.text).toContain(`Cancelar ou remarcar: ${manageUrl}`);
    expect(email.text).toContain('Enviado por Souza Advogados pelo Agendei.');
    expect(email.html).toContain(`href="${manageUrl}"`);
    expect(email.html).toContain('max-width:560px');
    // The professional's private data stays out of the client's e-mail.
    expect(email.text).not.toContain('Trazer contrato');
  });

  it('shows the intake answers to the office and never in the client e-mail (decision 084)', () => {
    const intakeAnswers = [
      { questionId: 'q1', label: 'CPF', type: 'cpf_cnpj' as const, answer: '529.982.247-25' },
      {
        questionId: 'q2',
        label: 'Número do processo',
        type: 'cnj_number' as const,
        answer: '0710802-55.2018.8.02.0001',
      },
    ];
    const withAnswers = { ...appointment, intakeAnswers };
    const office = render({ recipient: 'professional', appointment: withAnswers });
    expect(office.text).toContain('CPF: 529.982.247-25');
    expect(office.text).toContain('Número do processo: 0710802-55.2018.8.02.0001');
    const client = render({ appointment: withAnswers });
    expect(client.text).not.toContain('529.982.247-25');
    expect(client.html).not.toContain('0710802-55.2018.8.02.0001');
  });

  it("names the office's address and phone when it gave them, in the e-mail and its .ics (decision 078)", () => {
    const organizationContact = 'Av. Paulista, 1000 · +55(11) 3456-7890';
    const email = render({ organizationContact });
    expect(email.text).toContain(`Souza Advogados: ${organizationContact}`);
    expect(email.html).toContain('Av. Paulista, 1000');
    const invite = appointmentIcs({
      event: 'appointment.created',
      appointment,
      organizationName: 'Souza Advogados',
      organizationContact,
      professionalEmail: 'bruno@example.com',
      changedAt: new Date('2026-11-20T12:00:00Z'),
    });
    expect(invite.replace(/\r\n /g, '')).toContain('Souza Advogados: Av. Paulista\\, 1000');
    expect(render().text).not.toContain('Av. Paulista');
  });

  it("tells the professional who booked, with the client's contact and notes, and no client link", () => {
    const email = render({ recipient: 'professional' });
    expect(email.subject).toBe('Novo agendamento: Maria Silva, 25/11/2026 às 14:00');
    expect(email.text).toContain('Telefone: +55(11) 98765-4321');
    expect(email.text).toContain('Observações: Trazer contrato');
    expect(email.text).not.toContain(manageUrl);
    expect(email.text).toContain('Abrir minha agenda: https://agenda.example.com/dashboard');
  });

  it('writes the zone beside the times when the professional is not on Brasília time', () => {
    const email = render({
      timezone: 'America/New_York',
      appointment: {
        ...appointment,
        startTime: at('2026-11-25', '09:00', 'America/New_York'),
        endTime: at('2026-11-25', '10:00', 'America/New_York'),
      },
    });
    expect(email.subject).toBe('Agendamento confirmado: 25/11/2026 às 09:00 com Bruno Lima');
    expect(email.text).toContain('Horário: 09:00 às 10:00 (Horário do Leste, GMT-5)');
  });

  it('announces a change and a cancellation; a cancellation has no link to change it', () => {
    expect(render({ event: 'appointment.updated' }).subject).toBe(
      'Agendamento alterado: agora 25/11/2026 às 14:00 com Bruno Lima',
    );
    const cancelled = render({ event: 'appointment.cancelled' });
    expect(cancelled.subject).toBe('Agendamento cancelado: 25/11/2026 às 14:00 com Bruno Lima');
    expect(cancelled.text).not.toContain('Cancelar ou remarcar');
    expect(cancelled.text).not.toContain('meet.google.com');
  });

  it.each([
    [1440, at('2026-11-24', '14:00'), 'Lembrete: sua consulta com Bruno Lima é amanhã às 14:00'],
    [480, at('2026-11-25', '06:00'), 'Lembrete: sua consulta com Bruno Lima é hoje às 14:00'],
    [
      60,
      at('2026-11-25', '13:00'),
      'Lembrete: sua consulta com Bruno Lima começa em 1 hora (às 14:00)',
    ],
    [
      4320,
      at('2026-11-22', '14:00'),
      'Lembrete: sua consulta com Bruno Lima é no dia 25/11/2026 às 14:00',
    ],
  ])('words a %i-minute reminder from when it is read', (reminderMinutes, now, subject) => {
    const email = render({ event: 'appointment.reminder', reminderMinutes, now: Date.parse(now) });
    expect(email.subject).toBe(subject);
  });

  it('escapes every name in the HTML and keeps the subject on one line', () => {
    const email = render({
      organizationName: 'A & B <Advogados>',
      appointment: { ...appointment, clientName: 'Maria <script>alert(1)</script>\r\nBcc: x' },
      recipient: 'professional',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Maria &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('A &amp; B &lt;Advogados&gt;');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('never turns a non-web Meet link into a clickable link', () => {
    const email = render({ appointment: { ...appointment, meetLink: 'javascript:alert(1)' } });
    expect(email.html).not.toContain('href="javascript:');
  });
});
