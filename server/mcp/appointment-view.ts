import {
  type AppointmentLocationDto,
  type LocationKind,
  appointmentLocationOf,
} from '@core/location/appointment-location.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { zonedTimes } from '@core/scheduling/zoned-times.ts';
import type { McpAppointmentDto } from './output-schemas.ts';
import type { ProfessionalDirectory } from './professional-directory.ts';

type AppointmentLike = Pick<
  AppointmentDto,
  | 'id'
  | 'userId'
  | 'clientName'
  | 'clientEmail'
  | 'clientPhone'
  | 'notes'
  | 'productId'
  | 'productName'
  | 'source'
  | 'status'
> & {
  startTime: string | Date;
  endTime: string | Date;
  intakeAnswers?: AppointmentDto['intakeAnswers'] | null;
} & (
    | { location: AppointmentLocationDto | null }
    | {
        locationKind: LocationKind | null;
        locationDetail: string | null;
        locationConference: boolean;
        meetLink: string | null;
      }
  );

/**
 * An appointment as the tools answer it: UTC and wall-clock times in the asked zone, or the
 * professional's own zone when none was asked for.
 */
export function appointmentView(
  appointment: AppointmentLike,
  directory: ProfessionalDirectory,
  timeZone?: string,
): McpAppointmentDto {
  return {
    id: appointment.id,
    professionalId: appointment.userId,
    professionalName: directory.nameOf(appointment.userId),
    clientName: appointment.clientName,
    clientEmail: appointment.clientEmail,
    clientPhone: appointment.clientPhone,
    notes: appointment.notes,
    productId: appointment.productId,
    productName: appointment.productName,
    source: appointment.source,
    status: appointment.status,
    /** Where it happens, in the same words as the client's e-mail (location.summary). */
    location: 'location' in appointment ? appointment.location : appointmentLocationOf(appointment),
    ...(appointment.intakeAnswers?.length ? { intakeAnswers: appointment.intakeAnswers } : {}),
    ...zonedTimes(
      appointment.startTime,
      appointment.endTime,
      timeZone ?? directory.zoneOf(appointment.userId),
    ),
  };
}
