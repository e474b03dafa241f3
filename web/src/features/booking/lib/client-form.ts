import { z } from 'zod';
import { appointmentsMessages, intakeMessages, validationMessages } from '@core/messages.ts';
import { type AskedQuestion, checkIntakeAnswers } from '@core/intake/intake-answers.ts';
import { Notes, Phone } from '@core/schemas/appointments.ts';
import { Email, PersonName } from '@core/schemas/auth.ts';
import type { BookingFormSettingsDto } from '@core/schemas/booking-form.ts';

/** The client's fields as the form holds them (every text a string). */
export type ClientFormValues = {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  notes: string;
  /** The intake answers by question id (decision 084), and the privacy notice's tick. */
  intakeAnswers: Record<string, string>;
  privacyAccepted: boolean;
};

export const emptyClientForm: ClientFormValues = {
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  notes: '',
  intakeAnswers: {},
  privacyAccepted: false,
};

const a = appointmentsMessages;
/** A core schema that turns blank into null, refusing blank with a 'required' message. */
const filled = <Schema extends typeof Phone | typeof Notes>(schema: Schema, message: string) =>
  schema.superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message });
  });

const NO_INTAKE = { questions: [], consentRequired: false };

/**
 * The server's own field rules (core schemas), with phone and notes required when the
 * professional's booking form says so. Name and e-mail are always required (SPEC §5).
 */
export function clientFormSchema(
  form: BookingFormSettingsDto,
  intake: { questions: readonly AskedQuestion[]; consentRequired: boolean } = NO_INTAKE,
) {
  return z.object({
    clientName: PersonName,
    clientEmail: Email,
    clientPhone: form.showPhone && form.requirePhone ? filled(Phone, a.phoneRequired) : Phone,
    notes: form.showNotes && form.requireNotes ? filled(Notes, a.notesRequired) : Notes,
    ...intakeFormFields(intake),
  });
}

/**
 * The answers to the office's questions and the notice's tick, checked as the server does
 * (core/intake), each error under its question: the booking form's and a waitlist offer's.
 */
export function intakeFormFields(intake: {
  questions: readonly AskedQuestion[];
  consentRequired: boolean;
}) {
  return {
    intakeAnswers: z.record(z.string(), z.string()).superRefine((answers, ctx) => {
      const { errors } = checkIntakeAnswers(intake.questions, answers);
      for (const [id, message] of Object.entries(errors)) {
        ctx.addIssue({ code: 'custom', path: [id], message });
      }
    }),
    privacyAccepted: z
      .boolean()
      .refine((accepted) => accepted || !intake.consentRequired, intakeMessages.consentRequired),
  };
}

/** The messages that mean 'left empty', for the 'Campos obrigatórios' toast. */
export const requiredMessages: readonly string[] = [
  validationMessages.required,
  a.phoneRequired,
  a.notesRequired,
  intakeMessages.answerRequired,
  intakeMessages.consentRequired,
];

/** The checked details: trimmed, e-mail lower-cased, phone normalised, blanks as null. */
export type ClientDetails = z.output<ReturnType<typeof clientFormSchema>>;
