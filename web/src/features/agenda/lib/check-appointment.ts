import type { UseFormSetError } from 'react-hook-form';
import { getFieldErrors } from '@/lib/api-client';
import { CreateAppointmentInput, UpdateAppointmentInput } from '@core/schemas/appointments.ts';
import type { CreateAppointmentBody } from '../api/create-appointment';
import type { UpdateAppointmentBody } from '../api/update-appointment';
import type { AgendaScope } from '../api/list-appointments';
import { type AppointmentFormValues, clientFieldsOf, formFieldOf } from './appointment-form';
import { type FieldErrorList, momentErrors } from './appointment-form-errors';

export type CheckedAppointment =
  | { ok: false; errors: FieldErrorList }
  | { ok: true; create: CreateAppointmentBody; update: UpdateAppointmentBody };

type CheckOptions = { isAdmin: boolean; editing: boolean; scope: AgendaScope };

const MIN_PERSONAL_MINUTES = 15;

/** Errors of the shared schema, placed on this form's fields. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const errors: FieldErrorList = [];
  for (const issue of result.error?.issues ?? []) {
    const field = formFieldOf(String(issue.path[0]));
    if (field) errors.push([field, issue.message]);
  }
  return errors;
}

/**
 * Checks the form with the rules the server applies (the shared core schemas) and builds the
 * create and edit bodies. A manual length of a personal form starts at 15 minutes (SPEC §5).
 */
export function checkAppointment(
  values: AppointmentFormValues,
  start: Date | undefined,
  { isAdmin, editing, scope }: CheckOptions,
): CheckedAppointment {
  const errors = momentErrors(values.date, values.time);
  const manual = values.durationMode === 'manual';
  const minimum = scope === 'personal' ? MIN_PERSONAL_MINUTES : 1;
  if (manual && !(Number.isInteger(values.duration) && values.duration >= minimum)) {
    errors.push(['duration', `A duração mínima é de ${minimum} minutos.`]);
  }
  if (!manual && !values.productId) errors.push(['productId', 'Escolha um produto.']);
  if (errors.length || !start) return { ok: false, errors };

  const startTime = new Date(start.getTime()).toISOString();
  const userId = isAdmin ? values.userId : undefined;
  const create: CreateAppointmentBody = {
    ...clientFieldsOf(values),
    userId,
    startTime,
    ...(manual ? { duration: values.duration } : { productId: values.productId }),
  };
  const endTime = new Date(start.getTime() + values.duration * 60_000).toISOString();
  const update: UpdateAppointmentBody = {
    ...clientFieldsOf(values),
    userId,
    startTime,
    endTime,
    ...(manual ? {} : { productId: values.productId }),
  };
  const checked = editing
    ? UpdateAppointmentInput.safeParse(update)
    : CreateAppointmentInput.safeParse(create);
  const schemaErrors = issuesOf(checked);
  return schemaErrors.length ? { ok: false, errors: schemaErrors } : { ok: true, create, update };
}

/** The server's field errors (400), under the fields they belong to. */
export function showServerFieldErrors(
  error: unknown,
  setError: UseFormSetError<AppointmentFormValues>,
) {
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    const formField = formFieldOf(field);
    if (formField) setError(formField, { type: 'server', message });
  }
}
