import { z } from 'zod';
import { pixMessages } from '../messages.ts';
import {
  PIX_KEY_TYPES,
  PIX_MERCHANT_CITY_MAX,
  PIX_MERCHANT_NAME_MAX,
  type PixKeyType,
  normalizePixKey,
  pixAscii,
} from '../pix/pix-key.ts';

const m = pixMessages;

const KEY_ERRORS: Record<PixKeyType, string> = {
  cpf: m.invalidCpf,
  cnpj: m.invalidCnpj,
  email: m.invalidEmail,
  phone: m.invalidPhone,
  evp: m.invalidEvp,
};

const MerchantText = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .max(200, tooLong)
    .trim()
    .min(1, required)
    .refine((text) => pixAscii(text).length <= max, tooLong);

/** The professional's Pix receiving data; the key is saved in its canonical form. */
export const PixSettingsInput = z
  .object({
    keyType: z.enum(PIX_KEY_TYPES, { error: m.keyTypeRequired }),
    key: z.string({ error: m.keyRequired }).max(200, m.keyRequired).trim().min(1, m.keyRequired),
    merchantName: MerchantText(m.nameRequired, m.nameTooLong, PIX_MERCHANT_NAME_MAX),
    merchantCity: MerchantText(m.cityRequired, m.cityTooLong, PIX_MERCHANT_CITY_MAX),
  })
  .transform((input, ctx) => {
    const key = normalizePixKey(input.keyType, input.key);
    if (key) return { ...input, key };
    ctx.addIssue({ code: 'custom', path: ['key'], message: KEY_ERRORS[input.keyType] });
    return z.NEVER;
  });
export type PixSettingsInput = z.output<typeof PixSettingsInput>;

/** What the settings card shows; all null before a key is registered. */
export const PixSettingsDto = z.object({
  keyType: z.enum(PIX_KEY_TYPES).nullable(),
  key: z.string().nullable(),
  merchantName: z.string().nullable(),
  merchantCity: z.string().nullable(),
});
export type PixSettingsDto = z.infer<typeof PixSettingsDto>;

export const PaymentStatus = z.enum(['pending', 'paid']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const MarkPaymentInput = z.object({
  status: z.literal('paid', { error: m.invalidStatus }),
});

/** The Pix a client pays: the "copia e cola" text and its QR code as an SVG image. */
export const PixPaymentDto = z.object({
  amount: z.number(),
  brCode: z.string(),
  qrSvg: z.string(),
  txid: z.string(),
  /** When an unpaid booking is released (ISO), or null when it is kept. */
  dueAt: z.string().nullable(),
});
export type PixPaymentDto = z.infer<typeof PixPaymentDto>;

/** A product's hold before an unpaid booking is released, in minutes; blank or null: never. */
export const ReleaseUnpaidMinutes = z
  .number({ error: m.holdRange })
  .int(m.holdRange)
  .min(5, m.holdRange)
  .max(10080, m.holdRange)
  .nullable();
