import { SeriesClashDto } from '@core/schemas/appointment-series.ts';
import { z } from 'zod';
import { AppointmentStatus } from '@core/schemas/appointment-status.ts';
import { IntakeAnswerDto } from '@core/schemas/intake.ts';
import { APP_ERROR_STATUS, type AppErrorCode } from '@core/app-error.ts';
import { AppointmentLocationDto } from '@core/location/appointment-location.ts';
import { documented } from '@core/schemas/documented.ts';
import { ZonedSlotDto, ZonedTimesDto } from '@core/schemas/zoned-slot.ts';
import { calendarSources } from '../features/calendars/calendar-connections.ts';

/**
 * What the tools answer (their `outputSchema`, MCP spec), with formats where a value really has
 * one: ids are UUIDs and UTC instants RFC 3339 date-times; a wall-clock time such as
 * '2026-12-01T10:00' is none of those, so `startLocal`/`endLocal` are only described.
 */

const UUID = { format: 'uuid' };
const DATE_TIME = { format: 'date-time' };
export const DATE = { format: 'date' };

/** An appointment's sources, a calendar's (the id it is stored with) among them. */
const SOURCES = new Intl.ListFormat('pt-BR', { type: 'disjunction' }).format([
  '"manual" (equipe)',
  '"public" (página de agendamento)',
  '"api"',
  '"mcp"',
  ...calendarSources.map(({ id }) => `"${id}"`),
]);

const zonedTimesDocs = {
  startUtc: { ...DATE_TIME, description: 'Início em UTC (ISO 8601).' },
  endUtc: { ...DATE_TIME, description: 'Fim em UTC (ISO 8601).' },
};

/** A free slot, or a suggestion instead of a refused time, in the zone the assistant works in. */
export const McpSlotDto = documented(ZonedSlotDto, zonedTimesDocs);

export const ProfessionalSummaryDto = z.object({
  id: z.string().meta(UUID),
  name: z.string(),
  title: z.string().nullable(),
  timezone: z.string().describe('Fuso IANA do profissional, ex.: "America/Sao_Paulo".'),
  isActive: z.boolean(),
});
export type ProfessionalSummaryDto = z.infer<typeof ProfessionalSummaryDto>;

export const McpAppointmentDto = documented(
  z.object({
    id: z.string(),
    professionalId: z.string(),
    professionalName: z.string().nullable(),
    clientName: z.string(),
    clientEmail: z.string(),
    clientPhone: z.string().nullable(),
    notes: z.string().nullable(),
    productId: z.string().nullable(),
    productName: z.string().nullable(),
    source: z.string().describe(`Por onde foi criado: ${SOURCES}.`),
    location: AppointmentLocationDto.nullable(),
    status: AppointmentStatus.describe(
      'Status: "scheduled" (Agendado), "confirmed" (Confirmado), "attended" (Compareceu) ou "no_show" (Faltou).',
    ),
    intakeAnswers: z
      .array(IntakeAnswerDto)
      .optional()
      .describe('Respostas do cliente às perguntas do agendamento (pergunta e resposta).'),
    ...ZonedTimesDto.shape,
  }),
  { id: UUID, professionalId: UUID, productId: UUID, ...zonedTimesDocs },
);
export type McpAppointmentDto = z.infer<typeof McpAppointmentDto>;

/** A write's answer: what was (or, with dryRun, would be) created, changed or cancelled. */
export const WriteResultDto = z.object({
  dryRun: z.boolean().describe('true: simulação, nada foi gravado.'),
  message: z.string(),
  appointment: McpAppointmentDto,
  occurrences: z
    .array(McpAppointmentDto)
    .optional()
    .describe('Série (recurrence): cada agendamento criado (ou, com dryRun, que seria criado).'),
});

const ERROR_CODES = [...Object.keys(APP_ERROR_STATUS), 'INTERNAL'] as [AppErrorCode | 'INTERNAL'];

/** A refusal (isError): the web API's error body, and the nearest free slots of a refused time. */
export const ToolErrorDto = z.object({
  error: z.enum(ERROR_CODES).describe('Código do erro, ex.: VALIDATION, NOT_FOUND, CONFLICT.'),
  message: z.string().describe('Mensagem em pt-BR, que começa pelo campo quando há um.'),
  fieldErrors: z
    .record(z.string(), z.string())
    .optional()
    .describe('Mensagem de cada argumento recusado, pelo nome do argumento.'),
  suggestions: z
    .array(McpSlotDto)
    .optional()
    .describe('Horários livres mais próximos de um horário recusado.'),
  clashes: z
    .array(SeriesClashDto)
    .optional()
    .describe(
      'Série recusada (recurrence): cada data que não pôde ser agendada (startTime, label ' +
        'dd/MM/aaaa HH:mm no fuso do profissional, reason).',
    ),
});
export type ToolErrorDto = z.infer<typeof ToolErrorDto>;
