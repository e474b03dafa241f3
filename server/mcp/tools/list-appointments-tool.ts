import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../../../core/constants.ts';
import { AppointmentListQuery } from '../../../core/schemas/appointments.ts';
import { listAppointments } from '../../features/appointments/list-appointments.ts';
import { appointmentView } from '../appointment-view.ts';
import { defineTool } from '../define-tool.ts';
import { chooseZone, instantText, rangeEndText } from '../mcp-times.ts';
import { parseInput } from '../parse-input.ts';
import { professionalDirectory } from '../professional-directory.ts';
import { fields } from './fields.ts';

const rangeText = (role: string) =>
  z
    .string()
    .describe(
      `${role}: data "AAAA-MM-DD" (dia inteiro, em timeZone), hora local "AAAA-MM-DDTHH:mm" ` +
        'ou instante ISO 8601 com fuso.',
    );

export const listAppointmentsTool = defineTool(
  'list_appointments',
  {
    title: 'Listar agendamentos',
    description:
      'Agendamentos da organização (ou de um profissional) que ocupam um período, em ordem de ' +
      'início; no máximo 366 dias por consulta.',
    inputSchema: z.object({
      from: rangeText('Início do período, ex.: "2026-11-01"'),
      to: rangeText('Fim do período (uma data conta inteira), ex.: "2026-11-30"'),
      professionalId: fields.professionalId.optional(),
      timeZone: fields.timeZone,
    }),
    annotations: { readOnlyHint: true },
  },
  async (ctx, args, scope) => {
    const directory = await professionalDirectory(ctx);
    const rangeZone = chooseZone(
      args.timeZone,
      args.professionalId ? directory.zoneOf(args.professionalId) : DEFAULT_TIMEZONE,
    );
    scope.timeZone = rangeZone;
    const query = parseInput(
      AppointmentListQuery,
      {
        from: instantText(args.from, rangeZone),
        to: rangeEndText(args.to, rangeZone),
        userId: args.professionalId,
      },
      { userId: 'professionalId' },
    );
    const found = await listAppointments(ctx.db, { actor: ctx.actor, ...query });
    return {
      from: query.from?.toISOString(),
      to: query.to?.toISOString(),
      count: found.length,
      appointments: found.map((item) => appointmentView(item, directory, args.timeZone)),
    };
  },
);
