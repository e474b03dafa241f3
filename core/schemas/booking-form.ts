import { z } from 'zod';
import { MAX_BOOKING_FORM_MESSAGE_LENGTH } from '../constants.ts';
import { BlankableText, Flag } from './users.ts';

export const BookingFormSettingsDto = z.object({
  requireName: z.boolean(),
  requireEmail: z.boolean(),
  requirePhone: z.boolean(),
  showPhone: z.boolean(),
  requireNotes: z.boolean(),
  showNotes: z.boolean(),
  customMessage: z.string(),
  /** 'Permitir agendamento sem serviço': clients may book without a service while some exist. */
  allowNoService: z.boolean(),
});
export type BookingFormSettingsDto = z.infer<typeof BookingFormSettingsDto>;

/** Absent fields keep their current value (or the SPEC §3 default). */
export const SaveBookingFormSettingsInput = z.object({
  requireName: Flag.optional(),
  requireEmail: Flag.optional(),
  requirePhone: Flag.optional(),
  showPhone: Flag.optional(),
  requireNotes: Flag.optional(),
  showNotes: Flag.optional(),
  customMessage: BlankableText(MAX_BOOKING_FORM_MESSAGE_LENGTH),
  allowNoService: Flag.optional(),
});
export type SaveBookingFormSettingsInput = z.output<typeof SaveBookingFormSettingsInput>;

/**
 * A hidden field cannot be required: phone and notes are required only when shown. Name and
 * e-mail are always required: an appointment cannot be made (or confirmed) without them.
 */
export function normalizeBookingFormSettings(
  settings: BookingFormSettingsDto,
): BookingFormSettingsDto {
  return {
    ...settings,
    requireName: true,
    requireEmail: true,
    requirePhone: settings.showPhone && settings.requirePhone,
    requireNotes: settings.showNotes && settings.requireNotes,
  };
}
