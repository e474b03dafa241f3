import { z } from 'zod';
import { AllowOutsideAvailability } from '@core/schemas/api-v1.ts';
import { CreateAppointmentInput, UpdateAppointmentInput } from '@core/schemas/appointments.ts';
import { updateAppointment } from '../../features/appointments/update-appointment.ts';
import { appointmentView } from '../appointment-view.ts';
import { defineTool } from '../define-tool.ts';
import { maybeDryRun } from '../dry-run.ts';
import { mcpTexts } from '../mcp-texts.ts';
import { chooseZone, instantText } from '../mcp-times.ts';
import { McpAppointmentDto, WriteResultDto } from '../output-schemas.ts';
import { parseInput } from '../parse-input.ts';
import { fields } from './fields.ts';
import { visibleAppointment } from './visible-appointment.ts';

/** The end of a new length: after the new start, or after the current one. */
function endAfter(start: string | Date, minutes: number | undefined): string | undefined {
  const duration = parseInput(CreateAppointmentInput.shape.duration, minutes, {
    _: 'durationMinutes',
  });
  const startMs = new Date(start).getTime();
  if (duration === undefined || Number.isNaN(startMs)) return undefined;
  return new Date(startMs + duration * 60_000).toISOString();
}

export const updateAppointmentTool = defineTool(
  'update_appointment',
  {
    title: 'Alterar ou remarcar agendamento',
    description:
      'Altera um agendamento: remarcar = enviar um novo startTime (a duração atual é mantida, ' +
      'salvo durationMinutes); também troca o profissional (professionalId) ou os dados do cliente. ' +
      'Envie só o que muda. Horário ocupado, já passado ou fora do horário de atendimento: erro ' +
      'com os horários livres mais próximos.',
    inputSchema: z.object({
      appointmentId: fields.appointmentId,
      startTime: fields.startTime.optional(),
      durationMinutes: fields.durationMinutes,
      timeZone: fields.timeZone,
      professionalId: fields.professionalId.optional(),
      clientName: fields.clientName.optional(),
      clientEmail: fields.clientEmail.optional(),
      clientPhone: fields.clientPhone,
      notes: fields.notes,
      productId: fields.productId,
      allowOutsideAvailability: AllowOutsideAvailability,
      dryRun: fields.dryRun,
    }),
    outputSchema: WriteResultDto.extend({ before: McpAppointmentDto }),
    // Destructive: it overwrites the time, the professional or the client's data, and a blank
    // clears them. Not idempotent: the same arguments leave the same appointment, but each call
    // records a change again and sends appointment.updated (webhooks, e-mail) again.
    annotations: {
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
  },
  async (ctx, args, scope) => {
    const { id, current, directory } = await visibleAppointment(ctx, args.appointmentId);
    scope.timeZone = chooseZone(
      args.timeZone,
      directory.zoneOf(args.professionalId ?? current.userId),
    );
    const startTime = args.startTime && instantText(args.startTime, scope.timeZone);
    const input = parseInput(
      UpdateAppointmentInput,
      {
        userId: args.professionalId,
        clientName: args.clientName,
        clientEmail: args.clientEmail,
        clientPhone: args.clientPhone,
        notes: args.notes,
        productId: args.productId,
        startTime,
        endTime: endAfter(startTime ?? current.startTime, args.durationMinutes),
      },
      { userId: 'professionalId' },
    );
    const updated = await maybeDryRun(ctx, args.dryRun, (db, events) =>
      updateAppointment(db, {
        actor: ctx.actor,
        id,
        input,
        events,
        availabilityGuard: { allowOutside: args.allowOutsideAvailability === true },
      }),
    );
    return {
      dryRun: args.dryRun === true,
      message: args.dryRun ? mcpTexts.dryRun : mcpTexts.updated,
      before: appointmentView(current, directory, scope.timeZone),
      appointment: appointmentView(updated, directory, scope.timeZone),
    };
  },
);
