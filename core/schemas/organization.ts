import { z } from 'zod';
import { messages } from '../messages.ts';
import { OfficeLocation } from './holidays.ts';

export const OrganizationDto = z.object({
  id: z.string(),
  name: z.string(),
  /** The office's UF and city code, for its holidays; null until the admin chooses. */
  state: z.string().nullable(),
  city: z.string().nullable(),
});
export type OrganizationDto = z.infer<typeof OrganizationDto>;

/** The office's name, shown on its public booking pages, and its location (holidays). */
export const UpdateOrganizationInput = OfficeLocation.partial().extend({
  name: z
    .string({ error: messages.validation.required })
    .trim()
    .min(1, messages.validation.required)
    .max(120, messages.validation.tooLong),
});
export type UpdateOrganizationInput = z.output<typeof UpdateOrganizationInput>;
