import { createHmac } from 'node:crypto';
import type { WhatsappSettingsDto } from '@core/schemas/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { type WhatsappSettings, findWhatsappSettings } from './whatsapp.repository.ts';

/** What a message needs to go out: a phone-number id and a token. */
export interface WhatsappSender {
  phoneNumberId: string;
  token: string;
  templates: WhatsappSettings['templates'];
  language: string;
}

/** The sender when the settings are complete (whether or not they are switched on). */
export function senderOf(settings: WhatsappSettings): WhatsappSender | null {
  const { phoneNumberId, token, templates, language } = settings;
  return phoneNumberId && token ? { phoneNumberId, token, templates, language } : null;
}

/** Switched on and complete: client notifications go by WhatsApp. */
export const isWhatsappActive = (settings: WhatsappSettings) =>
  settings.enabled && senderOf(settings) !== null;

/** The token's last characters, enough to recognise it. */
export const tokenHint = (token: string | null) => (token ? token.slice(-4) : null);

/** Where the receipts come in: one address per organization. */
export const receiptsPath = (organizationId: string) => `/api/whatsapp/webhook/${organizationId}`;

/**
 * The token Meta's verification request must carry: derived from the app secret and the
 * organization, so it needs no storage and changes with the secret (it guards nothing more than
 * the subscription; receipts are checked by their signature).
 */
export const receiptsVerifyToken = (appSecret: string, organizationId: string) =>
  `agendei_${createHmac('sha256', appSecret).update(`verify:${organizationId}`).digest('hex').slice(0, 32)}`;

type Place = { organizationId: string; baseUrl: string };

export function toWhatsappSettingsDto(
  settings: WhatsappSettings,
  { organizationId, baseUrl }: Place,
): WhatsappSettingsDto {
  return {
    enabled: settings.enabled,
    phoneNumberId: settings.phoneNumberId,
    hasToken: Boolean(settings.token),
    tokenLast4: tokenHint(settings.token),
    templates: settings.templates,
    language: settings.language,
    active: isWhatsappActive(settings),
    hasAppSecret: Boolean(settings.appSecret),
    receipts: settings.appSecret
      ? {
          callbackUrl: `${baseUrl}${receiptsPath(organizationId)}`,
          verifyToken: receiptsVerifyToken(settings.appSecret, organizationId),
        }
      : null,
  };
}

/** The admin's organization's WhatsApp settings, as the card shows them. */
export async function getWhatsappSettings(
  db: Db,
  { actor, baseUrl }: { actor: Actor; baseUrl: string },
): Promise<WhatsappSettingsDto> {
  const settings = await findWhatsappSettings(db, actor.organizationId);
  return toWhatsappSettingsDto(settings, { organizationId: actor.organizationId, baseUrl });
}
