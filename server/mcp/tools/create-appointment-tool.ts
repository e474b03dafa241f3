import { z } from 'zod';
import { AllowOutsideAvailability } from '@core/schemas/api-v1.ts';
import { CreateAppointmentInput } from '@core/schemas/appointments.ts';
import { createAppointment } from '../../features/appointments/create-appointment.ts';
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
    const input = parseInput(
      CreateAppointmentInput,
      {
        userId: args.professionalId,
        clientName: args.clientName,
        clientEmail: args.clientEmail,
        clientPhone: args.clientPhone,
        notes: args.notes,
        productId: args.productId,
        startTime: instantText(args.startTime, scope.timeZone),
        duration: args.durationMinutes,
      },
      { userId: 'professionalId', duration: 'durationMinutes' },
    );
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
