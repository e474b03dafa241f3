import { z } from 'zod';
import { MAX_ORGANIZATION_NAME_LENGTH, MIN_ORGANIZATION_NAME_LENGTH } from '../constants.ts';
import { organizationMessages, validationMessages } from '../messages.ts';
import { OfficeLocation } from './holidays.ts';
import { OfficeDetailsDto, OfficeDetailsInput } from './office-details.ts';

/** The office's own name, asked at registration and renamed in Configurações. */
export const OrganizationName = z
  .string({ error: validationMessages.required })
  .trim()
  .min(1, validationMessages.required)
  .min(MIN_ORGANIZATION_NAME_LENGTH, organizationMessages.nameTooShort)
  .max(MAX_ORGANIZATION_NAME_LENGTH, organizationMessages.nameTooLong);

export const OrganizationDto = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The office's UF and city code, for its holidays; null until the admin chooses. */
    state: z.string().nullable(),
    city: z.string().nullable(),
  })
  .extend(OfficeDetailsDto.shape);
export type OrganizationDto = z.infer<typeof OrganizationDto>;

/** The admin's view: with the slug offered before one is saved, and the logo's public URL. */
export const AdminOrganizationDto = OrganizationDto.extend({
  suggestedSlug: z.string(),
  logoUrl: z.string().nullable(),
});
export type AdminOrganizationDto = z.infer<typeof AdminOrganizationDto>;

/** The office's name, shown on its public booking pages, its location (holidays) and details. */
export const UpdateOrganizationInput = OfficeLocation.partial()
  .extend({ name: OrganizationName })
  .extend(OfficeDetailsInput.shape);
export type UpdateOrganizationInput = z.output<typeof UpdateOrganizationInput>;
/** What the admin's screen sends (each detail optional). */
export type UpdateOrganizationBody = z.input<typeof UpdateOrganizationInput>;
