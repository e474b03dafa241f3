import { z } from 'zod';
import { MAX_APPOINTMENT_MINUTES } from './appointments.ts';
import { AppointmentDto, SlotDto, SlotsDto } from './appointments.ts';
import { SeriesDto } from './appointment-series.ts';
import {
  V1AppointmentListQuery,
  V1CreateAppointmentInput as CreateInput,
  V1ProfessionalQuery,
  V1SlotsQuery,
  V1UpdateAppointmentInput as UpdateInput,
} from './api-v1.ts';
import { UserDto } from './auth.ts';
import { AvailabilityDto } from './availability.ts';
import { type FieldDoc, documented } from './documented.ts';
import { ProductDto } from './products.ts';

/**
 * The REST v1 requests and answers as its OpenAPI document describes them: the core schemas
 * with formats, limits and examples, and request bodies that refuse unknown fields (a typo such
 * as `startDate` is a 400, not a field silently ignored).
 */

const uuid = (description: string): FieldDoc => ({ format: 'uuid', description });
const WINDOW = 'Aceito de 01/01/2000 até 5 anos à frente (fora disso, 400).';
const instant = (description: string, example: string): FieldDoc => ({
  format: 'date-time',
  description: `${description} ISO 8601 com fuso ('Z' ou ±hh:mm), até 40 caracteres. ${WINDOW}`,
  example,
});
/** A list bound: a whole day (AAAA-MM-DD, in the professional's zone) or an instant. */
const dayOrInstant = (description: string, example: string): FieldDoc => ({
  description:
    `${description} Uma data AAAA-MM-DD (o dia inteiro no fuso do profissional; sem ` +
    `professionalId, America/Sao_Paulo) ou um instante ISO 8601 com fuso. ${WINDOW}`,
  example,
});
const DATE_TIME: FieldDoc = { format: 'date-time' };
const DATE: FieldDoc = { format: 'date' };
const ID: FieldDoc = { format: 'uuid' };
const TIME_OF_DAY: FieldDoc = { description: 'Hora local HH:MM (24 h).', example: '09:00' };

const professionalId = uuid('O profissional (GET /api/v1/professionals).');

export const V1AppointmentListQueryDoc = documented(V1AppointmentListQuery, {
  from: dayOrInstant(
    'Início do período (padrão: 31 dias atrás). De from a to cabem no máximo 397 dias ' +
      '(31 + 366); to deve vir depois de from.',
    '2026-12-01',
  ),
  to: dayOrInstant('Fim do período, inclusive (padrão: from + 366 dias).', '2026-12-31'),
  professionalId: uuid('Só deste profissional (padrão: todos da organização).'),
});

export const V1ProfessionalQueryDoc = documented(V1ProfessionalQuery, { professionalId });

export const V1SlotsQueryDoc = documented(V1SlotsQuery, {
  professionalId,
  from: { ...DATE, description: 'Primeiro dia (AAAA-MM-DD, no fuso do profissional).' },
  to: {
    ...DATE,
    description: 'Último dia, inclusive: no máximo 92 dias de from a to, e não antes de from.',
  },
  productId: uuid(
    'Produto do profissional: os horários passam a ter a duração dele, de slotIntervalMinutes ' +
      'em slotIntervalMinutes (padrão: a duração).',
  ),
});

const clientFields = {
  clientName: { description: 'Nome do cliente, de 1 a 120 caracteres.', example: 'Joana Silva' },
  clientEmail: {
    format: 'email',
    description: 'E-mail do cliente, até 254 caracteres.',
    example: 'joana@example.com',
  },
  clientPhone: {
    description:
      'Telefone brasileiro em qualquer escrita comum (até 30 caracteres); vazio: nenhum.',
    example: '(11) 91234-5678',
  },
  notes: { description: 'Observações, até 2000 caracteres.' },
  color: { description: 'Cor no calendário, #RRGGBB.', example: '#0f766e' },
} satisfies Record<string, FieldDoc>;

const bookingRules =
  'Um início já passado ou fora do expediente do profissional é 422 OUTSIDE_AVAILABILITY com ' +
  '`suggestions`, a menos que allowOutsideAvailability seja true; horário lotado é 409 com ' +
  '`suggestions`. Um início mais próximo que a antecedência mínima (minimumNoticeMinutes) ou ' +
  'além do prazo (maximumHorizonDays) do profissional, ou do produto, é 400 com `suggestions`.';
const allowOutsideAvailability: FieldDoc = {
  description:
    'true: aceita de propósito um início já passado, fora do expediente ou fora da janela de ' +
    'agendamento (registrado na auditoria). Padrão: false.',
  example: false,
};

export const V1CreateAppointmentInput = documented(CreateInput, {
  allowOutsideAvailability,
  ...clientFields,
  userId: uuid(
    'O profissional. Sem userId, o agendamento vai para a agenda do administrador que gerou ' +
      'o token (404 se ele não atende).',
  ),
  productId: uuid(
    'Produto ou serviço do profissional; dá a duração quando não há endTime/duration.',
  ),
  startTime: instant(`Início. ${bookingRules}`, '2026-12-01T09:00:00-03:00'),
  endTime: instant(
    `Fim, depois do início; no máximo ${MAX_APPOINTMENT_MINUTES / 60} horas de duração.`,
    '2026-12-01T10:00:00-03:00',
  ),
  duration: {
    description: `Duração em minutos (1 a ${MAX_APPOINTMENT_MINUTES}), quando não há endTime; padrão: a do produto, ou 60.`,
    example: 45,
  },
  recurrence: {
    description:
      'Série semanal (exige userId): o mesmo horário a cada intervalWeeks semanas (1 a 4), ' +
      'count vezes (2 a 52) ou até until (AAAA-MM-DD, inclusive; no máximo 52 ocorrências), ' +
      'no fuso do profissional. Cada data é conferida como um agendamento avulso (capacidade, ' +
      'expediente, janela de agendamento). Padrão: tudo ou nada, e uma data recusada é 409 com ' +
      '`clashes`; skipConflicts: true cria as datas livres e devolve as puladas em `skipped`. ' +
      'A resposta 201 é a série (id, appointments, skipped).',
    example: { intervalWeeks: 1, count: 10 },
  },
}).strict();

export const V1UpdateAppointmentInput = documented(UpdateInput, {
  allowOutsideAvailability,
  ...clientFields,
  userId: uuid('Passa o agendamento para outro profissional (a capacidade dele é conferida).'),
  productId: uuid('Produto ou serviço (null: nenhum).'),
  startTime: instant(
    `Novo início; a duração se mantém sem endTime. ${bookingRules}`,
    '2026-12-01T14:00:00Z',
  ),
  endTime: instant(
    'Novo fim, depois do início; no máximo 24 horas de duração.',
    '2026-12-01T15:00:00Z',
  ),
}).strict();

export const V1AppointmentDto = documented(AppointmentDto, {
  id: ID,
  userId: ID,
  clientEmail: { format: 'email' },
  startTime: DATE_TIME,
  endTime: DATE_TIME,
  productId: ID,
  source: { description: "De onde veio: 'manual', 'public', 'api', 'mcp' ou 'google'." },
  status: {
    description:
      "Status: 'scheduled' (Agendado), 'confirmed' (Confirmado), 'attended' (Compareceu) ou " +
      "'no_show' (Faltou). Um agendamento cancelado é removido.",
  },
  createdAt: DATE_TIME,
});

/** A series created by POST /api/v1/appointments with `recurrence` (decision 074). */
export const V1SeriesDto = documented(SeriesDto, {
  id: { ...ID, description: 'A série.' },
  intervalWeeks: { description: 'A cada quantas semanas (1 a 4).' },
  count: { description: 'Quantas vezes foi pedido (null: até uma data).' },
  until: { ...DATE, description: 'Último dia pedido, AAAA-MM-DD (null: count vezes).' },
  skipped: {
    description:
      'Datas puladas (skipConflicts): startTime, label (dd/MM/aaaa HH:mm no fuso do ' +
      'profissional) e reason (o motivo, em pt-BR).',
  },
}).extend({
  appointments: z.array(V1AppointmentDto).describe('Cada agendamento criado, em ordem.'),
});

export const V1UserDto = documented(UserDto, {
  id: ID,
  organizationId: ID,
  email: { format: 'email' },
  timezone: { description: 'Fuso IANA do profissional.', example: 'America/Sao_Paulo' },
  defaultDuration: { description: 'Duração padrão em minutos.' },
  bufferTime: { description: 'Intervalo em minutos depois de cada atendimento.' },
  minimumNoticeMinutes: {
    description: 'Antecedência mínima, em minutos, de um agendamento de cliente (padrão 10).',
    example: 120,
  },
  maximumHorizonDays: {
    description: 'Até quantos dias à frente um cliente pode agendar (padrão 90).',
    example: 90,
  },
});

export const V1ProductDto = documented(ProductDto, {
  id: ID,
  userId: ID,
  duration: { description: 'Minutos.' },
  price: { description: 'Preço em reais (BRL).' },
  priceCents: { description: 'Preço em centavos.' },
  slotIntervalMinutes: {
    description: 'Minutos entre os inícios dos horários deste produto; null: a sua duração.',
  },
  minimumNoticeMinutes: {
    description: 'Antecedência mínima própria, em minutos; null: a do profissional.',
  },
  maximumHorizonDays: {
    description: 'Até quantos dias à frente se agenda este produto; null: o prazo do profissional.',
  },
  officeServiceId: {
    description:
      'O serviço do escritório que este produto oferece (o mesmo para todos os profissionais ' +
      'dele); em POST /appointments sem userId, agenda com qualquer profissional livre dele.',
  },
});

export const V1AvailabilityDto = documented(AvailabilityDto, {
  id: ID,
  userId: ID,
  dayOfWeek: { description: 'Dia da semana: 0 = domingo … 6 = sábado.' },
  startTime: TIME_OF_DAY,
  endTime: TIME_OF_DAY,
  appointmentDuration: { description: 'Minutos de cada horário da grade.' },
  maxConcurrentAppointments: { description: 'Atendimentos ao mesmo tempo.' },
});

export const V1SlotDto = documented(SlotDto, {
  start: DATE_TIME,
  end: DATE_TIME,
  date: { ...DATE, description: 'Dia local do profissional.' },
  time: TIME_OF_DAY,
  remaining: { description: 'Vagas que ainda cabem neste horário.' },
});

export const V1SlotsDto = documented(SlotsDto, {
  professionalId: ID,
  timeZone: {
    description: 'Fuso IANA em que date e time são dados (a mesma grafia das sugestões).',
    example: 'America/Sao_Paulo',
  },
  timezone: { description: 'O mesmo que timeZone (grafia antiga, mantida).', deprecated: true },
  from: DATE,
  to: DATE,
}).extend({ slots: z.array(V1SlotDto) });
