import { z } from 'zod';
import { productsMessages } from '@core/messages.ts';
import { MAX_APPOINTMENT_MINUTES } from '@core/schemas/appointments.ts';

/**
 * What tools/list says of an argument beyond its type (a format, limits): the shared schemas of
 * core/ check it with their pt-BR messages, the tool's own check stays the type.
 */
const UUID = { format: 'uuid' };
/** An id where blank means none: a UUID or ''. */
const UUID_OR_BLANK = { anyOf: [{ format: 'uuid' }, { maxLength: 0 }] };

/**
 * Optional text where blank means none (or clears it, in an update). Listed as a plain string:
 * a nullable type (`["string","null"]`) is refused by strict clients; a null sent anyway reads
 * as blank, as it did when the type was nullable.
 */
const blankable = (description: string) =>
  z
    .preprocess((value) => (value === null ? '' : value), z.string().optional())
    .describe(description);

/**
 * The tools' arguments as an assistant sees them (types and how to fill them in), each with a
 * pt-BR description; the tool checks them first, then the shared schemas of core/ apply the
 * rules and their pt-BR messages.
 */
export const fields = {
  professionalId: z
    .string()
    .meta(UUID)
    .describe('ID (UUID) do profissional, como devolvido por list_professionals.'),
  appointmentId: z
    .string()
    .meta(UUID)
    .describe(
      'ID (UUID) do agendamento, como devolvido por list_appointments ou create_appointment.',
    ),
  productId: blankable(
    'ID (UUID) opcional do produto/serviço do profissional; define a duração padrão. ' +
      'Texto vazio: nenhum.',
  )
    .meta(UUID_OR_BLANK)
    .transform((id) => (id === '' ? null : id)),
  timeZone: z
    .string()
    .optional()
    .describe(
      'Fuso horário IANA em que você lê e escreve horas locais, ex.: "America/Sao_Paulo", ' +
        '"America/Manaus", "Europe/Lisbon". Padrão: o fuso do profissional.',
    ),
  date: (role: string) =>
    z
      .string()
      .meta({ format: 'date' })
      .describe(`${role}, data no formato AAAA-MM-DD, ex.: "2026-11-25".`),
  startTime: z
    .string()
    .describe(
      'Início: instante ISO 8601 com fuso ("2026-11-25T14:00:00-03:00" ou "2026-11-25T17:00:00Z") ' +
        'ou hora local "AAAA-MM-DDTHH:mm" ("2026-11-25T14:00"), lida em timeZone.',
    ),
  durationMinutes: z
    .number()
    .int(productsMessages.durationInteger)
    .meta({ minimum: 1, maximum: MAX_APPOINTMENT_MINUTES })
    .optional()
    .describe('Duração em minutos (inteiro de 1 a 1440), ex.: 60. Padrão: a do produto, senão 60.'),
  clientName: z.string().describe('Nome completo do cliente, ex.: "Maria Oliveira".'),
  clientEmail: z
    .string()
    .meta({ format: 'email' })
    .describe('E-mail do cliente, ex.: "maria@example.com".'),
  clientPhone: blankable(
    'Telefone do cliente com DDD, ex.: "(11) 98765-4321" ou "+55 11 98765-4321". ' +
      'Texto vazio: nenhum.',
  ),
  notes: blankable('Observações internas sobre o atendimento (opcional). Texto vazio: nenhuma.'),
  dryRun: z
    .boolean()
    .optional()
    .describe('true: apenas simula e mostra o resultado, sem gravar nada. Padrão: false.'),
};
