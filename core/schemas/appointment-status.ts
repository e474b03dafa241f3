import { z } from 'zod';
import { isLocalDate } from '../scheduling/local-date.ts';
import { appointmentStatusMessages as m } from '../messages/appointment-status.ts';

/**
 * An appointment's status (decision 083): 'scheduled' (Agendado) → 'confirmed' (Confirmado) →
 * 'attended' (Compareceu) / 'no_show' (Faltou). A cancelled one is deleted; where a cancellation
 * is reported (a webhook, the private link) it reads 'cancelled' (Cancelado).
 */
export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'attended', 'no_show'] as const;
export const AppointmentStatus = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof AppointmentStatus>;
/** A status as reported, a cancellation included. */
export type ReportedStatus = AppointmentStatus | 'cancelled';

export const APPOINTMENT_STATUS_LABELS: Record<ReportedStatus, string> = {
  scheduled: 'Agendado',
  confirmed: 'Confirmado',
  attended: 'Compareceu',
  no_show: 'Faltou',
  cancelled: 'Cancelado',
};

/**
 * How close to its start an appointment still 'Agendado' stands out on the agendas as
 * 'Aguardando confirmação' (24 h, the default time of the client's 'Confirmar presença').
 */
export const AWAITING_CONFIRMATION_MINUTES = 1440;

/** What an agenda shows: the status, or 'awaiting' for one not confirmed and starting soon. */
export type DisplayedStatus = AppointmentStatus | 'awaiting';

export const AWAITING_CONFIRMATION_LABEL = 'Aguardando confirmação';

/** 'Agendado' and starting within the next 24 hours: the office may want to call the client. */
export function displayedStatus(
  appointment: { status: AppointmentStatus; startTime: string },
  now = Date.now(),
): DisplayedStatus {
  if (appointment.status !== 'scheduled') return appointment.status;
  const ahead = Date.parse(appointment.startTime) - now;
  return ahead > 0 && ahead <= AWAITING_CONFIRMATION_MINUTES * 60_000 ? 'awaiting' : 'scheduled';
}

/** What staff (or later the client) may set: 'scheduled' is only where an appointment starts. */
export const SettableStatus = z.enum(['confirmed', 'attended', 'no_show'], {
  error: m.invalidStatus,
});
export type SettableStatus = z.infer<typeof SettableStatus>;
export const AttendanceStatus = z.enum(['attended', 'no_show'], { error: m.invalidStatus });
export type AttendanceStatus = z.infer<typeof AttendanceStatus>;

export const SetStatusInput = z.object({ status: SettableStatus });
export type SetStatusInput = z.infer<typeof SetStatusInput>;

/** 'Marcar presença do dia': every appointment of one professional's past day not yet marked. */
export const DayAttendanceInput = z.object({
  professionalId: z.uuid({ error: m.professionalRequired }).optional(),
  date: z.string({ error: m.invalidDay }).refine(isLocalDate, m.invalidDay),
  status: AttendanceStatus,
});
export type DayAttendanceInput = z.infer<typeof DayAttendanceInput>;

export const DayAttendanceDto = z.object({
  /** How many appointments of the day were marked now (already marked ones are left as they are). */
  marked: z.number().int(),
});
export type DayAttendanceDto = z.infer<typeof DayAttendanceDto>;
