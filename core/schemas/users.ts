import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../constants.ts';
import { usersMessages, validationMessages } from '../messages.ts';
import { nearestPaletteColor } from '../professional-colors.ts';
import { TIMEZONES } from '../timezones.ts';
import { Areas } from './areas.ts';
import { Email, NewPassword, PersonName } from './auth.ts';

const v = validationMessages;

/** Optional free text: blank becomes null; on edit, absent stays undefined (unchanged). */
export const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, v.tooLong)
    .nullish()
    .transform((text) => (text === undefined ? undefined : text || null));

/** Optional text of a NOT NULL column: null or blank is saved as ''; absent stays undefined. */
export const BlankableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, v.tooLong)
    .nullish()
    .transform((text) => (text === null ? '' : text));

/** A switch: true or false, nothing else. */
export const Flag = z.boolean({ error: v.invalidBoolean });

export const HexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, usersMessages.invalidColor)
  .transform((color) => color.toLowerCase());

/**
 * A professional's colour: any '#rrggbb' (SPEC's entity), kept as the palette's nearest
 * (core/professional-colors.ts), whose text reads well in both themes.
 */
export const PaletteColor = HexColor.transform(nearestPaletteColor);

export const Timezone = z.enum(TIMEZONES, { error: usersMessages.invalidTimezone });

export const CreateProfessionalInput = z.object({
  name: PersonName,
  email: Email,
  password: NewPassword,
  title: OptionalText(120),
  description: OptionalText(2000),
  /** Absent: the first palette colour nobody in the organization has. */
  color: PaletteColor.optional(),
  isActive: z.boolean().default(true),
  timezone: Timezone.default(DEFAULT_TIMEZONE),
  /** Areas of practice (issue 34). */
  areas: Areas.default([]),
});
export type CreateProfessionalInput = z.output<typeof CreateProfessionalInput>;

/** On edit a blank password keeps the current one. */
export const UpdateProfessionalInput = z.object({
  name: PersonName.optional(),
  email: Email.optional(),
  password: z
    .union([z.literal(''), NewPassword])
    .optional()
    .transform((password) => password || undefined),
  title: OptionalText(120),
  description: OptionalText(2000),
  color: PaletteColor.optional(),
  isActive: z.boolean().optional(),
  timezone: Timezone.optional(),
  areas: Areas.optional(),
});
export type UpdateProfessionalInput = z.output<typeof UpdateProfessionalInput>;

export const UserIdParams = z.object({ userId: z.uuid({ error: usersMessages.notFound }) });

/** How many appointments a professional still has ahead (or under way): removal waits for none. */
export const FutureAppointmentsDto = z.object({ count: z.number().int() });
export type FutureAppointmentsDto = z.infer<typeof FutureAppointmentsDto>;

/** Whose rows to read: the actor's own, or (admins only) another user of their organization. */
export const TargetUserQuery = z.object({
  userId: z.uuid({ error: usersMessages.notFound }).optional(),
});
