import { z } from 'zod';
import { pixPspMessages as m } from '../messages/pix-psp.ts';

const Required = (message: string, max = 200) =>
  z.string({ error: message }).max(max, message).trim().min(1, message);
/** A secret or PEM the office may leave out on a later save to keep the one stored. */
const Kept = (message: string) =>
  z.string({ error: message }).max(20_000, message).trim().optional();

/**
 * The office's PSP (admin only). Client secret, certificate and key are required the first time;
 * later, blank keeps the stored ones (they are never sent back).
 */
export const PspSettingsInput = z.object({
  baseUrl: z
    .string({ error: m.baseUrlInvalid })
    .trim()
    .url(m.baseUrlInvalid)
    .refine((url) => /^https:\/\//i.test(url), m.baseUrlInvalid)
    .transform((url) => url.replace(/\/+$/, '')),
  clientId: Required(m.clientIdRequired),
  clientSecret: Kept(m.clientSecretRequired),
  certificate: Kept(m.certificateRequired),
  privateKey: Kept(m.privateKeyRequired),
  pixKey: Required(m.pixKeyRequired, 77),
});
export type PspSettingsInput = z.infer<typeof PspSettingsInput>;

/** What the settings card shows: secrets only as 'configured'. */
export const PspSettingsDto = z.object({
  /** False when the server has no PIX_PSP_KEY: the card explains it and saves nothing. */
  available: z.boolean(),
  configured: z.boolean(),
  provider: z.enum(['static', 'bcb-standard']),
  baseUrl: z.string().nullable(),
  clientId: z.string().nullable(),
  pixKey: z.string().nullable(),
  clientSecret: z.enum(['configured']).nullable(),
  certificate: z.enum(['configured']).nullable(),
  privateKey: z.enum(['configured']).nullable(),
  webhookRegisteredAt: z.string().nullable(),
});
export type PspSettingsDto = z.infer<typeof PspSettingsDto>;

/** A Pix that arrived after its booking's hold had released the time: to be refunded. */
export const LatePixDto = z.object({
  id: z.uuid(),
  /** The Pix's end-to-end id: what the bank asks to refund it. */
  endToEndId: z.string(),
  txid: z.string(),
  /** In reais (250.9). */
  amount: z.number(),
  paidAt: z.string(),
});
export type LatePixDto = z.infer<typeof LatePixDto>;

/** The standard's webhook body (POST {registered url}/pix). */
export const PspWebhookBody = z.object({
  pix: z
    .array(
      z.object({
        endToEndId: z.string().min(1).max(100),
        txid: z.string().regex(/^[a-zA-Z0-9]{26,35}$/),
        valor: z.string().regex(/^\d{1,10}\.\d{2}$/),
        horario: z
          .string()
          .max(40)
          .refine((text) => !Number.isNaN(Date.parse(text))),
      }),
    )
    .max(1000),
});
export type PspWebhookBody = z.infer<typeof PspWebhookBody>;

export const PspWebhookParams = z.object({ secret: z.string().min(20).max(100) });
