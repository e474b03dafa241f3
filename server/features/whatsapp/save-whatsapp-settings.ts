import { AppError } from '@core/app-error.ts';
import { whatsappMessages } from '@core/messages-whatsapp.ts';
import type { SaveWhatsappSettingsInput, WhatsappSettingsDto } from '@core/schemas/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { replanFutureReminders } from '../outbox/replan-future-reminders.ts';
import {
  type WhatsappSettings,
  findWhatsappSettings,
  saveWhatsappSettingsRow,
} from './whatsapp.repository.ts';
import { isWhatsappActive, toWhatsappSettingsDto, tokenHint } from './whatsapp-settings.ts';

const w = whatsappMessages;

/** The audit keeps which token (its last characters), never the token nor the app secret. */
const audited = ({ token, appSecret, ...settings }: WhatsappSettings) => ({
  ...settings,
  token: token ? `…${tokenHint(token)}` : null,
  appSecret: appSecret ? 'salva' : null,
});

/** The fields given (a template left out keeps its saved name). */
const withoutAbsent = <T extends object>(value: T) =>
  Object.fromEntries(
    Object.entries(value).filter(([, given]) => given !== undefined),
  ) as Partial<T>;

/**
 * Saves the organization's WhatsApp settings (audited). Switching on needs a phone-number id
 * and a token; when WhatsApp starts or stops sending, the future appointments' reminders are
 * re-planned in the same transaction, so WhatsApp reminders appear or go with it.
 */
export async function saveWhatsappSettings(
  db: Db,
  {
    actor,
    input,
    baseUrl,
    now = Date.now(),
  }: { actor: Actor; input: SaveWhatsappSettingsInput; baseUrl: string; now?: number },
): Promise<WhatsappSettingsDto> {
  return db.transaction(async (tx) => {
    const before = await findWhatsappSettings(tx, actor.organizationId);
    const after: WhatsappSettings = {
      enabled: input.enabled,
      phoneNumberId: input.phoneNumberId === undefined ? before.phoneNumberId : input.phoneNumberId,
      token: input.token ?? before.token,
      appSecret: input.appSecret ?? before.appSecret,
      templates: { ...before.templates, ...withoutAbsent(input.templates ?? {}) },
      language: input.language ?? before.language,
    };
    if (after.enabled && !after.phoneNumberId) {
      throw new AppError('VALIDATION', w.phoneNumberIdRequired, {
        phoneNumberId: w.phoneNumberIdRequired,
      });
    }
    if (after.enabled && !after.token) {
      throw new AppError('VALIDATION', w.tokenRequired, { token: w.tokenRequired });
    }
    await saveWhatsappSettingsRow(tx, actor.organizationId, after);
    await auditChange(tx, actor, {
      entity: 'whatsapp_settings',
      entityId: actor.organizationId,
      before: audited(before),
      after: audited(after),
    });
    if (isWhatsappActive(before) !== isWhatsappActive(after)) {
      await replanFutureReminders(tx, { organizationId: actor.organizationId }, now);
    }
    return toWhatsappSettingsDto(after, { organizationId: actor.organizationId, baseUrl });
  });
}
