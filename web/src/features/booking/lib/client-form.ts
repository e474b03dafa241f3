import { z } from 'zod';
import { appointmentsMessages, validationMessages } from '@core/messages.ts';
import { Notes, Phone } from '@core/schemas/appointments.ts';
import { Email, PersonName } from '@core/schemas/auth.ts';
import type { BookingFormSettingsDto } from '@core/schemas/booking-form.ts';

/** The client's fields as the form holds them (every text a string). */
export type ClientFormValues = {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  notes: string;
};

export const emptyClientForm: ClientFormValues = {
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  notes: '',
};

const a = appointmentsMessages;
/** A core schema that turns blank into null, refusing blank with a 'required' message. */
const filled = <Schema extends typeof Phone | typeof Notes>(schema: Schema, message: string) =>
  schema.superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message });
  });

/**
 * The server's own field rules (core schemas), with phone and notes required when the
 * professional's booking form says so. Name and e-mail are always required (SPEC §5).
 */
export function clientFormSchema(form: BookingFormSettingsDto) {
  return z.object({
    clientName: PersonName,
    clientEmail: Email,
    clientPhone: form.showPhone && form.requirePhone ? filled(Phone, a.phoneRequired) : Phone,
    notes: form.showNotes && form.requireNotes ? filled(Notes, a.notesRequired) : Notes,
  });
}

/** The messages that mean 'left empty', for the 'Campos obrigatórios' toast. */
export const requiredMessages: readonly string[] = [
  validationMessages.required,
  a.phoneRequired,
  a.notesRequired,
];

/** The checked details: trimmed, e-mail lower-cased, phone normalised, blanks as null. */
export type ClientDetails = z.output<ReturnType<typeof clientFormSchema>>;
