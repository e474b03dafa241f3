import { z } from 'zod';
import { AreaName } from './areas.ts';
import { appointmentsMessages, seriesMessages, validationMessages } from '../messages.ts';
import { ENDS_ONCE, RecurrenceFields, SeriesClashDto, endsOnce } from './appointment-series.ts';
import { AppointmentListQuery } from './appointment-list.ts';
import { CreateAppointmentInput, SlotsQuery, UpdateAppointmentInput } from './appointments.ts';
import { ZonedSlotDto } from './zoned-slot.ts';

const professionalId = z.uuid({ error: appointmentsMessages.professionalNotFound });

/** Page and size of a list (REST API v1). */
export const V1PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('Página, a partir de 1.'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(50)
    .describe('Itens por página (até 200).'),
});

export const V1AppointmentListQuery = AppointmentListQuery.omit({ userId: true })
  .extend({ professionalId: professionalId.optional().describe('Só deste profissional.') })
  .extend(V1PageQuery.shape);

/** REST API and MCP: book a past or out-of-hours start on purpose (the token acts as the admin). */
export const AllowOutsideAvailability = z
  .boolean({ error: validationMessages.invalidBoolean })
  .optional()
  .describe(
    'true: aceita um início já passado ou fora do horário de atendimento do profissional ' +
      '(fica registrado na auditoria). Sem ele, esse horário é recusado (422) com sugestões.',
  );

/**
 * REST v1 `recurrence` (decision 074): the web's and MCP's series, with `skipConflicts` inside as
 * MCP has it, so a single booking's body has one field more at most.
 */
export const V1RecurrenceInput = RecurrenceFields.extend({
  count: RecurrenceFields.shape.count.unwrap().max(52, seriesMessages.tooMany).optional(),
  skipConflicts: z.boolean({ error: validationMessages.invalidBoolean }).optional(),
})
  .strict()
  .refine(endsOnce, ENDS_ONCE);

export const V1CreateAppointmentInput = CreateAppointmentInput.extend({
  allowOutsideAvailability: AllowOutsideAvailability,
  recurrence: V1RecurrenceInput.optional(),
  /** "Any professional" of an area (decision 073): used when userId is omitted. */
  area: AreaName.optional().describe(
    'Área de atuação (ex.: "Trabalhista"). Sem userId, o agendamento vai para um profissional ' +
      'livre desta área, escolhido pela regra justa (menos agendamentos nos próximos 30 dias).',
  ),
});
export type V1CreateAppointmentInput = z.output<typeof V1CreateAppointmentInput>;

export const V1UpdateAppointmentInput = UpdateAppointmentInput.extend({
  allowOutsideAvailability: AllowOutsideAvailability,
});

export const V1ProfessionalQuery = z.object({ professionalId });
export const V1SlotsQuery = SlotsQuery;

/** A page of items with its totals. */
export const v1Page = <Item extends z.ZodType>(item: Item) =>
  z.object({
    data: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    hasNext: z.boolean(),
  });

/** Every REST API v1 error: a code, a pt-BR message and, for bad input, the fields at fault. */
export const V1Error = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The nearest free times, when a time was refused (409, 422, or 400 for a non-slot). */
    suggestions: z.array(ZonedSlotDto).optional(),
    /** A series refused (409): every date that could not be booked, and why. */
    clashes: z.array(SeriesClashDto).optional(),
  }),
});
export type V1Error = z.infer<typeof V1Error>;

/** Slices an already ordered list into one page. */
export function pageOf<Item>(items: Item[], { page, limit }: { page: number; limit: number }) {
  const totalCount = items.length;
  const totalPages = Math.max(1, Math.ceil(totalCount / limit));
  return {
    data: items.slice((page - 1) * limit, page * limit),
    page,
    limit,
    totalCount,
    totalPages,
    hasNext: page < totalPages,
  };
}
