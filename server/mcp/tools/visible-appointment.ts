import { AppointmentIdParams } from '@core/schemas/appointments.ts';
import { findVisibleAppointment } from '../../features/appointments/find-visible-appointment.ts';
import type { McpContext } from '../mcp-context.ts';
import { parseInput } from '../parse-input.ts';
import { professionalDirectory } from '../professional-directory.ts';

/** The appointment a write tool acts on (404 outside the organization), with the directory. */
export async function visibleAppointment(ctx: McpContext, appointmentId: string) {
  const { id } = parseInput(AppointmentIdParams, { id: appointmentId }, { id: 'appointmentId' });
  const current = await findVisibleAppointment(ctx.db, ctx.actor, id);
  return { id, current, directory: await professionalDirectory(ctx) };
}
