import { z } from 'zod';
import { messages } from '../messages.ts';

export const OrganizationDto = z.object({ id: z.string(), name: z.string() });
export type OrganizationDto = z.infer<typeof OrganizationDto>;

/** The office's name, shown on its public booking pages. */
export const UpdateOrganizationInput = z.object({
  name: z
    .string({ error: messages.validation.required })
    .trim()
    .min(1, messages.validation.required)
    .max(120, messages.validation.tooLong),
});
export type UpdateOrganizationInput = z.output<typeof UpdateOrganizationInput>;
