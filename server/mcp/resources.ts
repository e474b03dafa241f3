import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { listAppointments } from '../features/appointments/list-appointments.ts';
import { appointmentView } from './appointment-view.ts';
import { type McpContext, audited } from './mcp-context.ts';
import { localDateTime } from '@core/scheduling/zoned-times.ts';
import { todayIn } from './mcp-times.ts';
import { professionalDirectory } from './professional-directory.ts';

// Whatever the zone, "today" there starts and ends within a day (a DST day: 25 h) of now.
const AROUND_MS = 26 * 3_600_000;

function jsonResource(ctx: McpContext, uri: string, read: () => Promise<unknown>) {
  return async () =>
    audited(ctx, `resource:${uri}`, async () => ({
      contents: [
        { uri, mimeType: 'application/json', text: JSON.stringify(await read(), null, 2) },
      ],
    }));
}

/** Today's appointments of the organization, each on its professional's own calendar day. */
async function agendaToday(ctx: McpContext, now = Date.now()) {
  const directory = await professionalDirectory(ctx);
  const around = await listAppointments(ctx.db, {
    actor: ctx.actor,
    from: new Date(now - AROUND_MS),
    to: new Date(now + AROUND_MS),
  });
  const today = around.filter((appointment) => {
    const zone = directory.zoneOf(appointment.userId);
    return localDateTime(appointment.startTime, zone).slice(0, 10) === todayIn(zone, now);
  });
  return {
    generatedAt: new Date(now).toISOString(),
    count: today.length,
    appointments: today.map((appointment) => appointmentView(appointment, directory)),
  };
}

/** Read-only views an assistant can load as context. */
export function registerResources(server: McpServer, ctx: McpContext): void {
  server.registerResource(
    'professionals',
    'agendei://professionals',
    {
      title: 'Profissionais',
      description:
        'Os profissionais da organização, com id, cargo, fuso horário e se estão ativos.',
      mimeType: 'application/json',
    },
    jsonResource(ctx, 'agendei://professionals', async () => ({
      professionals: (await professionalDirectory(ctx)).professionals,
    })),
  );
  server.registerResource(
    'agenda-today',
    'agendei://agenda/today',
    {
      title: 'Agenda de hoje',
      description:
        'Os agendamentos de hoje da organização; "hoje" e as horas locais seguem o fuso de cada profissional.',
      mimeType: 'application/json',
    },
    jsonResource(ctx, 'agendei://agenda/today', () => agendaToday(ctx)),
  );
}
