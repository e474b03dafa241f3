import { z } from 'zod';
import { IntakeAnswerDto } from './intake-dto.ts';
import { BLOCK_WEBHOOK_EVENTS, WEBHOOK_EVENTS } from '../constants.ts';
import { AppointmentLocationDto } from '../location/appointment-location.ts';
import { APPOINTMENT_STATUSES } from './appointment-status.ts';

const instant = (description: string) => z.string().meta({ format: 'date-time', description });

/** The appointment a webhook tells of (SPEC §3), as every delivery's `data` carries it. */
export const WebhookAppointment = z.object({
  appointmentId: z.string().meta({ format: 'uuid' }),
  clientName: z.string(),
  clientEmail: z.string().meta({ format: 'email' }),
  clientPhone: z.string().nullable(),
  startTime: instant('Início (UTC).'),
  endTime: instant('Fim (UTC).'),
  notes: z.string().nullable(),
  professionalName: z.string(),
  productName: z.string().nullable(),
  meetLink: z.string().nullable(),
  googleEventId: z.string().nullable(),
  location: AppointmentLocationDto.nullable().optional(),
  status: z
    .enum([...APPOINTMENT_STATUSES, 'cancelled'])
    .optional()
    .meta({
      description:
        "Status do agendamento: 'scheduled' (Agendado), 'confirmed' (Confirmado), 'attended' (Compareceu), 'no_show' (Faltou); 'cancelled' em appointment.cancelled.",
    }),
  professionalId: z.string().meta({ format: 'uuid', description: 'O profissional da agenda.' }),
  timeZone: z.string().meta({ description: 'Fuso IANA do profissional, ex.: America/Sao_Paulo.' }),
  previousStartTime: instant(
    'appointment.updated de uma mudança de horário: o início de antes.',
  ).optional(),
  previousEndTime: instant(
    'appointment.updated de uma mudança de horário: o fim de antes.',
  ).optional(),
  reminderMinutes: z
    .number()
    .int()
    .optional()
    .meta({ description: 'appointment.reminder: quantos minutos antes do início.' }),
  intakeAnswers: z.array(IntakeAnswerDto).optional().meta({
    description: 'Respostas do cliente às perguntas do agendamento (pergunta e resposta).',
  }),
});

/**
 * The JSON body POSTed to a webhook URL: one event, its id (the same on every retry) and when it
 * happened; signed in X-Agendei-Signature.
 */
export const WebhookPayload = z.object({
  id: z.string().meta({ description: 'Id do evento: o mesmo a cada nova tentativa.' }),
  event: z.enum(WEBHOOK_EVENTS),
  timestamp: instant('Quando o evento aconteceu.'),
  reminderMinutes: z.number().int().optional(),
  data: WebhookAppointment,
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;

/** What a block.* webhook POSTs (decision 071): the blocked time, never a client. */
export const WebhookBlockPayload = z.object({
  id: z.string().meta({ description: 'Id do evento: o mesmo a cada nova tentativa.' }),
  event: z.enum(BLOCK_WEBHOOK_EVENTS),
  timestamp: instant('Quando o evento aconteceu.'),
  data: z.object({
    blockId: z.string().meta({ format: 'uuid' }),
    professionalId: z.string().meta({ format: 'uuid', description: 'O profissional bloqueado.' }),
    title: z.string(),
    notes: z.string().nullable(),
    startTime: instant('Início (UTC).'),
    endTime: instant('Fim (UTC).'),
  }),
});
