import { z } from 'zod';
import { AllowOutsideAvailability } from '@core/schemas/api-v1.ts';
import { CreateAppointmentInput } from '@core/schemas/appointments.ts';
import { AppError } from '@core/app-error.ts';
import { areasMessages, seriesMessages } from '@core/messages.ts';
import { AreaName } from '@core/schemas/areas.ts';
import { createAppointment } from '../../features/appointments/create-appointment.ts';
import { createForAnyProfessional } from '../../features/any-professional/create-for-any-professional.ts';
import { officeServiceIdOf } from '../../features/any-professional/service-professionals.ts';
import { createAppointmentSeries } from '../../features/appointments/create-appointment-series.ts';
import { CreateSeriesInput } from '@core/schemas/appointment-series.ts';
import { appointmentView } from '../appointment-view.ts';
import { defineTool } from '../define-tool.ts';
import { maybeDryRun } from '../dry-run.ts';
import { mcpTexts } from '../mcp-texts.ts';
import { chooseZone, instantText } from '../mcp-times.ts';
import { WriteResultDto } from '../output-schemas.ts';
import { parseInput } from '../parse-input.ts';
import { professionalDirectory } from '../professional-directory.ts';
import { fields } from './fields.ts';

/** Without a professional the area is required. */
const AnyArea = z.object({ area: AreaName });

export const createAppointmentTool = defineTool(
  'create_appointment',
  {
    title: 'Criar agendamento',
    description:
      'Agenda um cliente com um profissional. Se o horário estiver ocupado (CONFLICT), já tiver ' +
      'passado ou ficar fora do horário de atendimento (OUTSIDE_AVAILABILITY), a resposta é um ' +
      'erro com os horários livres mais próximos (suggestions). Confira antes com get_availability. ' +
      'Sem professionalId e com area, o agendamento vai para um profissional livre dessa área de ' +
      'atuação, escolhido pela regra justa (menos agendamentos nos próximos 30 dias). Sem ' +
      'professionalId e com o productId de um serviço do escritório (o id do serviço, ou o ' +
      'officeServiceId dos produtos na REST v1), vai para um profissional livre que o atende.',
    inputSchema: z.object({
      professionalId: fields.professionalId
        .optional()
        .describe(
          'ID (UUID) do profissional, como devolvido por list_professionals. Omita para usar area.',
        ),
      area: z
        .string()
        .optional()
        .describe('Área de atuação (ex.: "Trabalhista"): qualquer profissional livre dela.'),
      clientName: fields.clientName,
      clientEmail: fields.clientEmail,
      clientPhone: fields.clientPhone,
      notes: fields.notes,
      productId: fields.productId,
      startTime: fields.startTime,
      durationMinutes: fields.durationMinutes,
      timeZone: fields.timeZone,
      allowOutsideAvailability: AllowOutsideAvailability,
      dryRun: fields.dryRun,
      recurrence: z
        .object({
          intervalWeeks: z.number().describe('Repete a cada N semanas (1 a 4).'),
          count: z.number().optional().describe('Quantas vezes ao todo (2 a 52), ou use until.'),
          until: z
            .string()
            .optional()
            .describe('Último dia possível, AAAA-MM-DD (no máximo 52 ocorrências), ou use count.'),
          skipConflicts: z
            .boolean()
            .optional()
            .describe(
              'true: cria as datas livres e pula as ocupadas. Padrão: nenhuma é criada se ' +
                'alguma estiver ocupada (CONFLICT lista as datas em clashes).',
            ),
        })
        .optional()
        .describe(
          'Agendamento semanal recorrente (série), conferido data a data como um agendamento ' +
            'avulso (capacidade, expediente e janela de agendamento do profissional).',
        ),
    }),
    outputSchema: WriteResultDto,
    // Additive, so not destructive; not idempotent: the same call again books a second time
    // (or answers CONFLICT when the slot is full). Closed world, as cancel_appointment.
    annotations: {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
  },
  async (ctx, args, scope) => {
    const directory = await professionalDirectory(ctx);
    scope.timeZone = chooseZone(args.timeZone, directory.zoneOf(args.professionalId));
    const given = {
      userId: args.professionalId,
      clientName: args.clientName,
      clientEmail: args.clientEmail,
      clientPhone: args.clientPhone,
      notes: args.notes,
      productId: args.productId,
      startTime: instantText(args.startTime, scope.timeZone),
      duration: args.durationMinutes,
    };
    const names = { userId: 'professionalId', duration: 'durationMinutes' };
    const availabilityGuard = { allowOutside: args.allowOutsideAvailability === true };
    // No professional and an area or an office service: any free professional of it (decisions
    // 073, 082); a series names its professional.
    const serviceId =
      !args.professionalId && args.area === undefined && args.productId
        ? await officeServiceIdOf(ctx.db, ctx.actor.organizationId, args.productId)
        : undefined;
    if (!args.professionalId && ((args.area === undefined && !serviceId) || args.recurrence)) {
      const message = args.recurrence
        ? seriesMessages.needsProfessional
        : areasMessages.professionalOrArea;
      throw new AppError('VALIDATION', message, { professionalId: message });
    }
    if (args.recurrence) {
      const { skipConflicts, ...recurrence } = args.recurrence;
      const seriesInput = parseInput(
        CreateSeriesInput,
        { ...given, recurrence, skipConflicts },
        names,
      );
      const series = await maybeDryRun(ctx, args.dryRun, (db, events) =>
        createAppointmentSeries(db, {
          actor: ctx.actor,
          input: seriesInput,
          events,
          availabilityGuard,
        }),
      );
      const views = series.appointments.map((occurrence) =>
        appointmentView(occurrence, directory, scope.timeZone),
      );
      return {
        dryRun: args.dryRun === true,
        message: args.dryRun
          ? `${mcpTexts.dryRun} ${mcpTexts.seriesWouldBe(series)}`
          : mcpTexts.seriesCreated(series),
        appointment: views[0]!,
        occurrences: views,
      };
    }
    const input = parseInput(CreateAppointmentInput, given, names);
    const area =
      args.professionalId || serviceId ? undefined : parseInput(AnyArea, { area: args.area }).area;
    const { appointment } = await maybeDryRun(ctx, args.dryRun, (db, events) => {
      const options = { actor: ctx.actor, input, events, availabilityGuard };
      if (area || serviceId) {
        return createForAnyProfessional(db, ctx.scheduleCache, { ...options, area, serviceId });
      }
      return createAppointment(db, options);
    });
    return {
      dryRun: args.dryRun === true,
      message: args.dryRun ? mcpTexts.dryRun : mcpTexts.created,
      appointment: appointmentView(appointment, directory, scope.timeZone),
    };
  },
);
