import { z } from 'zod';
import { AllowOutsideAvailability } from '@core/schemas/api-v1.ts';
import { CreateAppointmentInput } from '@core/schemas/appointments.ts';
import { createAppointment } from '../../features/appointments/create-appointment.ts';
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

export const createAppointmentTool = defineTool(
  'create_appointment',
  {
    title: 'Criar agendamento',
    description:
      'Agenda um cliente com um profissional. Se o horário estiver ocupado (CONFLICT), já tiver ' +
      'passado ou ficar fora do horário de atendimento (OUTSIDE_AVAILABILITY), a resposta é um ' +
      'erro com os horários livres mais próximos (suggestions). Confira antes com get_availability.',
    inputSchema: z.object({
      professionalId: fields.professionalId,
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
        .describe('Agendamento semanal recorrente (série), conferido data a data.'),
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
          availabilityGuard: { allowOutside: args.allowOutsideAvailability === true },
        }),
      );
      return {
        dryRun: args.dryRun === true,
        message: (args.dryRun ? `${mcpTexts.dryRun} ` : '') + mcpTexts.seriesCreated(series),
        appointment: appointmentView(series.appointments[0]!, directory, scope.timeZone),
      };
    }
    const input = parseInput(CreateAppointmentInput, given, names);
    const { appointment } = await maybeDryRun(ctx, args.dryRun, (db, events) =>
      createAppointment(db, {
        actor: ctx.actor,
        input,
        events,
        availabilityGuard: { allowOutside: args.allowOutsideAvailability === true },
      }),
    );
    return {
      dryRun: args.dryRun === true,
      message: args.dryRun ? mcpTexts.dryRun : mcpTexts.created,
      appointment: appointmentView(appointment, directory, scope.timeZone),
    };
  },
);
