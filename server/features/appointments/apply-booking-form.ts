import { AppError, type FieldErrors } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { PublicBookingInput } from '@core/schemas/appointments.ts';
import type { BookingFormSettingsDto } from '@core/schemas/booking-form.ts';

/**
 * The professional's booking form decides which optional fields a client may or must send:
 * hidden fields are dropped, required ones must be filled. Name and e-mail are always required.
 */
export function applyBookingForm(
  input: PublicBookingInput,
  form: BookingFormSettingsDto,
): PublicBookingInput {
  const clientPhone = form.showPhone ? input.clientPhone : null;
  const notes = form.showNotes ? input.notes : null;
  const fieldErrors: FieldErrors = {};
  if (form.showPhone && form.requirePhone && !clientPhone)
    fieldErrors.clientPhone = appointmentsMessages.phoneRequired;
  if (form.showNotes && form.requireNotes && !notes)
    fieldErrors.notes = appointmentsMessages.notesRequired;
  const first = Object.values(fieldErrors)[0];
  if (first) throw new AppError('VALIDATION', first, fieldErrors);
  return { ...input, clientPhone, notes: notes ?? null };
}
