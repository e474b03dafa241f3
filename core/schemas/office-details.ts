import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { z } from 'zod';
import { organizationMessages as m, validationMessages } from '../messages.ts';
import {
  MAX_OFFICE_SLUG_LENGTH,
  MIN_OFFICE_SLUG_LENGTH,
  OFFICE_SLUG_PATTERN,
  isReservedOfficeSlug,
} from '../office-slug.ts';
import { PHONE_INPUT_MAX_LENGTH, normalizePhone } from '../phone.ts';

export const MAX_OFFICE_ADDRESS_LENGTH = 200;
export const MAX_PRIVACY_NOTICE_LENGTH = 8000;
export const MAX_LOGO_BYTES = 512 * 1024;

/** Optional on edit: absent keeps the saved value, blank or null clears it. */
const clearable = <T>(text: string | null | undefined, parse: (text: string) => T) =>
  text === undefined ? undefined : text?.trim() ? parse(text.trim()) : null;

/** Free text (schemas/users.ts's OptionalText would import auth.ts, which imports this file). */
const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, validationMessages.tooLong)
    .nullish()
    .transform((text) => (text === undefined ? undefined : text || null));

/** The office's own link: typed in any case, kept lowercase. */
export const OfficeSlug = z
  .string({ error: m.slugFormat })
  .trim()
  .toLowerCase()
  .min(MIN_OFFICE_SLUG_LENGTH, m.slugFormat)
  .max(MAX_OFFICE_SLUG_LENGTH, m.slugFormat)
  .regex(OFFICE_SLUG_PATTERN, m.slugFormat)
  .refine((slug) => !isReservedOfficeSlug(slug), m.slugReserved);

/** A CNPJ typed with or without punctuation, saved as its 14 digits once its check digits hold. */
const Cnpj = z
  .string({ error: m.invalidCnpj })
  .max(30, m.invalidCnpj)
  .nullish()
  .transform((text, ctx) =>
    clearable(text, (typed) => {
      const digits = typed.replace(/\D/g, '');
      if (digits.length === 14 && isValidCnpj(digits)) return digits;
      ctx.addIssue({ code: 'custom', message: m.invalidCnpj });
      return z.NEVER;
    }),
  );

/** A Brazilian phone typed with or without +55, saved normalised: +55(11) 3456-7890. */
const OfficePhone = z
  .string({ error: m.invalidPhone })
  .max(PHONE_INPUT_MAX_LENGTH + 12, m.invalidPhone)
  .nullish()
  .transform((text, ctx) =>
    clearable(text, (typed) => {
      const phone = normalizePhone(typed);
      if (phone?.startsWith('+55')) return phone;
      ctx.addIssue({ code: 'custom', message: m.invalidPhone });
      return z.NEVER;
    }),
  );

const PrivacyUrl = z
  .string({ error: m.invalidPrivacyUrl })
  .max(500, m.invalidPrivacyUrl)
  .nullish()
  .transform((text, ctx) =>
    clearable(text, (typed) => {
      if (/^https:\/\/[^\s/]+\.[^\s]+$/i.test(typed)) return typed;
      ctx.addIssue({ code: 'custom', message: m.invalidPrivacyUrl });
      return z.NEVER;
    }),
  );

/** What the office's page shows besides its name (decision 078); every field optional on edit. */
export const OfficeDetailsInput = z.object({
  slug: OfficeSlug.optional(),
  address: OptionalText(MAX_OFFICE_ADDRESS_LENGTH),
  phone: OfficePhone,
  cnpj: Cnpj,
  privacyNotice: OptionalText(MAX_PRIVACY_NOTICE_LENGTH),
  privacyUrl: PrivacyUrl,
});

export const OfficeDetailsDto = z.object({
  slug: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** 14 digits. */
  cnpj: z.string().nullable(),
  privacyNotice: z.string().nullable(),
  privacyUrl: z.string().nullable(),
});
export type OfficeDetailsDto = z.infer<typeof OfficeDetailsDto>;

/** A logo sent as base64 (JSON like every other route); its type is told by its bytes. */
export const LogoUpload = z.object({
  contentBase64: z
    .string({ error: m.logoWrongType })
    .max(Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 8, m.logoTooLarge),
});
