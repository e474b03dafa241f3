import type { TZDate } from '@date-fns/tz';
import { addHours, startOfHour } from 'date-fns';
import type { FieldPath } from 'react-hook-form';
import { DEFAULT_APPOINTMENT_DURATION_MINUTES } from '@core/constants.ts';
import { formatPhone } from '@core/phone.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { ApiError, getSuggestions } from '@/lib/api-client';
import type { SlotDto } from '@core/schemas/appointments.ts';
import { durationMinutes } from './appointment-display';
import { inZone, shortDate, timeLabel } from './calendar-dates';

export type DurationMode = 'manual' | 'product';

/** The create/edit form as its inputs hold it. */
export type AppointmentFormValues = {
  userId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  notes: string;
  /** 'DD/MM/AAAA' and 'HH:MM' on the agenda's wall clock. */
  date: string;
  time: string;
  durationMode: DurationMode;
  duration: number;
  productId: string;
};

/** A blank form at a chosen start, or at the next full hour. */
export function newAppointmentValues(
  start: TZDate | undefined,
  now: TZDate,
): AppointmentFormValues {
  const at = start ?? startOfHour(addHours(now, 1));
  return {
    userId: '',
    clientName: '',
    clientEmail: '',
    clientPhone: '',
    notes: '',
    date: shortDate(at),
    time: timeLabel(at),
    durationMode: 'manual',
    duration: DEFAULT_APPOINTMENT_DURATION_MINUTES,
    productId: '',
  };
}

export function editAppointmentValues(
  appointment: AppointmentDto,
  zone: string,
): AppointmentFormValues {
  const start = inZone(appointment.startTime, zone);
  return {
    userId: appointment.userId,
    clientName: appointment.clientName,
    clientEmail: appointment.clientEmail,
    clientPhone: appointment.clientPhone ? formatPhone(appointment.clientPhone) : '',
    notes: appointment.notes ?? '',
    date: shortDate(start),
    time: timeLabel(start),
    durationMode: 'manual',
    duration: durationMinutes(appointment),
    productId: appointment.productId ?? '',
  };
}

/** The fields shared by create and edit, as the API takes them. */
export function clientFieldsOf(values: AppointmentFormValues) {
  return {
    clientName: values.clientName,
    clientEmail: values.clientEmail,
    clientPhone: values.clientPhone || null,
    notes: values.notes || null,
  };
}

/** Where the server's (or the shared schema's) field errors are shown in this form. */
export function formFieldOf(field: string): FieldPath<AppointmentFormValues> | undefined {
  const fields: Record<string, FieldPath<AppointmentFormValues>> = {
    clientName: 'clientName',
    clientEmail: 'clientEmail',
    clientPhone: 'clientPhone',
    notes: 'notes',
    userId: 'userId',
    productId: 'productId',
    startTime: 'time',
    endTime: 'duration',
    duration: 'duration',
  };
  return fields[field];
}

/** The free times the server suggests when the professional is full (409). */
export function suggestionsOf(error: unknown): SlotDto[] {
  return error instanceof ApiError && error.status === 409 ? getSuggestions(error) : [];
}
