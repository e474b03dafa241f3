import { z } from 'zod';
import { APPOINTMENT_STATUS_LABELS } from '@core/schemas/appointment-status.ts';
import { setAppointmentStatus } from '../../features/appointment-status/set-appointment-status.ts';
import { appointmentView } from '../appointment-view.ts';
import { defineTool } from '../define-tool.ts';
import { maybeDryRun } from '../dry-run.ts';
import { mcpTexts } from '../mcp-texts.ts';
import { chooseZone } from '../mcp-times.ts';
import { WriteResultDto } from '../output-schemas.ts';
import { fields } from './fields.ts';
import { visibleAppointment } from './visible-appointment.ts';

/** Decision 083: confirm an appointment, or mark 'Compareceu' / 'Faltou' once it has started. */
export const setAppointmentStatusTool = defineTool(
  'set_appointment_status',
  {
    title: 'Mudar status do agendamento',
    description:
      'Muda o status de um agendamento: "confirmed" (Confirmado), "attended" (Compareceu) ou ' +
      '"no_show" (Faltou). Compareceu e Faltou só depois do horário de início; um agendamento ' +
      'já marcado não volta a Confirmado. Avisa os webhooks. Use dryRun: true para simular.',
    inputSchema: z.object({
      appointmentId: fields.appointmentId,
      status: z
        .enum(['confirmed', 'attended', 'no_show'])
        .describe('O novo status: "confirmed", "attended" ou "no_show".'),
      timeZone: fields.timeZone,
      dryRun: fields.dryRun,
    }),
    outputSchema: WriteResultDto,
    // Not destructive: the appointment stays, and a mark can be corrected. Idempotent: the same
    // status again changes nothing. Closed world: the office's agenda and its own webhooks.
    annotations: {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
  },
  async (ctx, args, scope) => {
    const { id, current, directory } = await visibleAppointment(ctx, args.appointmentId);
    const { status } = args;
    scope.timeZone = chooseZone(args.timeZone, directory.zoneOf(current.userId));
    const changed = await maybeDryRun(ctx, args.dryRun, (db, events) =>
      setAppointmentStatus(db, { by: { kind: 'staff', actor: ctx.actor }, id, status, events }),
    );
    return {
      dryRun: args.dryRun === true,
      message: args.dryRun
        ? mcpTexts.dryRun
        : mcpTexts.statusSet(APPOINTMENT_STATUS_LABELS[status]),
      appointment: appointmentView(changed, directory, scope.timeZone),
    };
  },
);
