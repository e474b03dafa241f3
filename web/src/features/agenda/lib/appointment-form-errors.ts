import type { FieldPath } from 'react-hook-form';
import { TIME_OF_DAY_PATTERN } from '@core/time-of-day.ts';
import { agendaMessages } from './agenda-messages';
import type { AppointmentFormValues } from './appointment-form';
import { typedDateParts } from './calendar-dates';

/** Messages to show under the form's fields, field by field. */
export type FieldErrorList = Array<[FieldPath<AppointmentFormValues>, string]>;

const text = agendaMessages.fields;

/** SPEC §5's required fields (client name, e-mail, professional on admin forms, date, time). */
export function requiredErrors(
  values: AppointmentFormValues,
  needsProfessional: boolean,
): FieldErrorList {
  const required: FieldErrorList = [
    ['clientName', text.clientName],
    ['clientEmail', text.clientEmail],
    ...(needsProfessional ? ([['userId', text.userId]] as FieldErrorList) : []),
    ['date', text.date],
    ['time', text.time],
  ];
  return required.filter(([field]) => !String(values[field]).trim());
}

/** Whether the date or the time is all that is missing (SPEC §5 has a sentence of its own). */
export const onlyMomentMissing = (errors: FieldErrorList) =>
  errors.every(([field]) => field === 'date' || field === 'time');

/** A typed date (DD/MM/AAAA, a real day) or time (HH:MM) that cannot be read, each on its field. */
export function momentErrors(date: string, time: string): FieldErrorList {
  const errors: FieldErrorList = [];
  if (!typedDateParts(date)) errors.push(['date', text.invalidDate]);
  if (!TIME_OF_DAY_PATTERN.test(time)) errors.push(['time', text.invalidTime]);
  return errors;
}
