import { AppError } from '@core/app-error.ts';
import { appointmentStatusMessages as m } from '@core/messages.ts';
import type { AppointmentStatus, SettableStatus } from '@core/schemas/appointment-status.ts';
import type { WebhookEvent } from '@core/constants.ts';

/**
 * Whether an appointment may go from one status to another (decision 083), or why not: it is
 * confirmed only before it is marked; 'Compareceu' / 'Faltou' only once it has started (either
 * corrects the other). The same status again changes nothing.
 */
export function assertTransition(
  from: AppointmentStatus,
  to: SettableStatus,
  startTime: Date,
  now: number,
): void {
  if (to === 'confirmed') {
    if (from === 'attended' || from === 'no_show') {
      throw new AppError('CONFLICT', m.alreadyAttended);
    }
    return;
  }
  if (startTime.getTime() > now) throw new AppError('VALIDATION', m.notStartedYet);
}

/** The event a status change sends: its own for a confirmation or a no-show, else an update. */
export function statusEvent(status: SettableStatus): Exclude<WebhookEvent, 'appointment.reminder'> {
  if (status === 'confirmed') return 'appointment.confirmed';
  if (status === 'no_show') return 'appointment.no_show';
  return 'appointment.updated';
}
