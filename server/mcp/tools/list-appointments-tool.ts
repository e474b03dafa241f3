import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '@core/constants.ts';
import { isLocalDate } from '@core/scheduling/local-date.ts';
import { AppointmentListQuery } from '@core/schemas/appointment-list.ts';
import { listAppointmentsInPeriod } from '../../features/appointments/list-appointments.ts';
import { appointmentView } from '../appointment-view.ts';
import { defineTool } from '../define-tool.ts';
import { chooseZone, instantText } from '../mcp-times.ts';
import { McpAppointmentDto } from '../output-schemas.ts';
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
    outputSchema: z.object({
      from: z.string().meta({ format: 'date-time' }).describe('Início do período, em UTC.'),
      to: z.string().meta({ format: 'date-time' }).describe('Fim do período, em UTC.'),
      count: z.number().int(),
      appointments: z.array(McpAppointmentDto),
    }),
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (ctx, args, scope) => {
    const directory = await professionalDirectory(ctx);
    const rangeZone = chooseZone(
      args.timeZone,
      args.professionalId ? directory.zoneOf(args.professionalId) : DEFAULT_TIMEZONE,
    );
    scope.timeZone = rangeZone;
    // A date goes as it is (the use case reads it as a whole day, as for REST); a wall-clock time
    // is read in the zone.
    const bound = (text: string) => (isLocalDate(text) ? text : instantText(text, rangeZone));
    const query = parseInput(
      AppointmentListQuery,
      { from: bound(args.from), to: bound(args.to), userId: args.professionalId },
      { userId: 'professionalId' },
    );
    const period = await listAppointmentsInPeriod(ctx.db, {
      actor: ctx.actor,
      ...query,
      timeZone: rangeZone,
    });
    return {
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      count: period.appointments.length,
      appointments: period.appointments.map((item) =>
        appointmentView(item, directory, args.timeZone),
      ),
    };
  },
);
