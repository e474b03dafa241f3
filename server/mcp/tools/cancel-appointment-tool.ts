import { z } from 'zod';
import { deleteAppointment } from '../../features/appointments/delete-appointment.ts';
import { appointmentView } from '../appointment-view.ts';
import { defineTool } from '../define-tool.ts';
import { maybeDryRun } from '../dry-run.ts';
import { mcpTexts } from '../mcp-texts.ts';
import { chooseZone } from '../mcp-times.ts';
import { WriteResultDto } from '../output-schemas.ts';
import { fields } from './fields.ts';
import { visibleAppointment } from './visible-appointment.ts';

export const cancelAppointmentTool = defineTool(
  'cancel_appointment',
  {
    title: 'Cancelar agendamento',
    description:
      'Cancela um agendamento: ele sai da agenda, o horário fica livre e as notificações ' +
      'configuradas (e-mail, webhooks) são enviadas. Use dryRun: true para ver o que seria cancelado.',
    inputSchema: z.object({
      appointmentId: fields.appointmentId,
      timeZone: fields.timeZone,
      dryRun: fields.dryRun,
    }),
    outputSchema: WriteResultDto,
    // Destructive: the appointment leaves the agenda. Idempotent: cancelling it again changes
    // nothing (NOT_FOUND). Closed world: it acts on the office's agenda only; the notices it sends
    // are the office's own, as the description says.
    annotations: {
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
  },
  async (ctx, args, scope) => {
    const { id, current, directory } = await visibleAppointment(ctx, args.appointmentId);
    scope.timeZone = chooseZone(args.timeZone, directory.zoneOf(current.userId));
    await maybeDryRun(ctx, args.dryRun, (db, events) =>
      deleteAppointment(db, { actor: ctx.actor, id, events }),
    );
    return {
      dryRun: args.dryRun === true,
      message: args.dryRun ? mcpTexts.dryRun : mcpTexts.cancelled,
      appointment: appointmentView(current, directory, scope.timeZone),
    };
  },
);
