import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_WHATSAPP_LANGUAGE,
  DEFAULT_WHATSAPP_TEMPLATES,
  type WhatsappTemplates,
} from '@core/schemas/whatsapp.ts';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { integrationSettings } from '../../db/schema.ts';

/** The organization's WhatsApp settings, token included: for the server's own use only. */
export interface WhatsappSettings {
  enabled: boolean;
  phoneNumberId: string | null;
  token: string | null;
  /** The Meta app's secret: signs the delivery receipts. */
  appSecret: string | null;
  templates: WhatsappTemplates;
  language: string;
}

export type WhatsappChanges = Partial<WhatsappSettings>;

const columns = {
  enabled: integrationSettings.whatsappEnabled,
  phoneNumberId: integrationSettings.whatsappPhoneNumberId,
  token: integrationSettings.whatsappToken,
  appSecret: integrationSettings.whatsappAppSecret,
  templates: integrationSettings.whatsappTemplates,
  language: integrationSettings.whatsappLanguage,
};

// Read with every booking's audience, built once (built-once.ts).
const settingsRow = builtOnce((db) =>
  db
    .select(columns)
    .from(integrationSettings)
    .where(eq(integrationSettings.organizationId, sql.placeholder('organizationId')))
    .limit(1),
);

/** Saved template names over the defaults (null or a missing one means the default). */
const withDefaults = (saved: Record<string, string> | null): WhatsappTemplates => ({
  ...DEFAULT_WHATSAPP_TEMPLATES,
  ...(saved ?? {}),
});

export async function findWhatsappSettings(
  db: Db,
  organizationId: string,
): Promise<WhatsappSettings> {
  const [row] = await settingsRow(db, { organizationId });
  return {
    enabled: row?.enabled ?? false,
    phoneNumberId: row?.phoneNumberId ?? null,
    token: row?.token ?? null,
    appSecret: row?.appSecret ?? null,
    templates: withDefaults(row?.templates ?? null),
    language: row?.language ?? DEFAULT_WHATSAPP_LANGUAGE,
  };
}

export async function saveWhatsappSettingsRow(
  db: Db,
  organizationId: string,
  changes: WhatsappChanges,
): Promise<void> {
  const values = {
    ...(changes.enabled === undefined ? {} : { whatsappEnabled: changes.enabled }),
    ...(changes.phoneNumberId === undefined
      ? {}
      : { whatsappPhoneNumberId: changes.phoneNumberId }),
    ...(changes.token === undefined ? {} : { whatsappToken: changes.token }),
    ...(changes.appSecret === undefined ? {} : { whatsappAppSecret: changes.appSecret }),
    ...(changes.templates === undefined ? {} : { whatsappTemplates: changes.templates }),
    ...(changes.language === undefined ? {} : { whatsappLanguage: changes.language }),
    updatedAt: new Date(),
  };
  await db
    .insert(integrationSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: integrationSettings.organizationId, set: values });
}
