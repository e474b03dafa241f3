import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { isLong } from './appointment-display';

/**
 * Professionals held at a time by a long appointment (90 minutes or more), who cannot be chosen
 * for it (SPEC §4). The appointment being edited does not count.
 */
export function busyProfessionals(
  appointments: readonly AppointmentDto[],
  start: Date | undefined,
  minutes: number,
  exceptId?: string,
): Set<string> {
  const busy = new Set<string>();
  if (!start) return busy;
  const [from, to] = [start.getTime(), start.getTime() + Math.max(minutes, 1) * 60_000];
  for (const appointment of appointments) {
    if (appointment.id === exceptId || !isLong(appointment)) continue;
    if (Date.parse(appointment.startTime) < to && Date.parse(appointment.endTime) > from) {
      busy.add(appointment.userId);
    }
  }
  return busy;
}
