import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  DEFAULT_CONFIRMATION_MINUTES,
  DEFAULT_REMINDER_MINUTES,
  DEFAULT_WEBHOOK_EVENTS,
} from '@core/constants.ts';
import type { NotificationSettingsDto, WebhookSettingsDto } from '@core/schemas/notifications.ts';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { notificationSettings } from '../../db/schema.ts';
import { newWebhookSecret } from '../outbox/channels/webhook/webhook-signature.ts';

export type SettingsRow = typeof notificationSettings.$inferSelect;
/** The settings a screen edits: a professional's own, or the organization's (admin). */
export type SettingsScope = Exclude<SettingsRow['scope'], 'subscription'>;
export type SettingsChanges = Partial<
  Pick<
    SettingsRow,
    | 'emailNotificationsEnabled'
    | 'webhookNotificationsEnabled'
    | 'notificationTimes'
    | 'confirmationMinutes'
    | 'webhookUrl'
    | 'webhookEvents'
    | 'webhookSecret'
  >
>;

/** What a professional has before saving anything (SPEC §3 defaults). */
export const DEFAULT_SETTINGS = {
  emailNotificationsEnabled: true,
  webhookNotificationsEnabled: false,
  notificationTimes: DEFAULT_REMINDER_MINUTES,
  confirmationMinutes: DEFAULT_CONFIRMATION_MINUTES as number | null,
  webhookUrl: null,
  webhookEvents: DEFAULT_WEBHOOK_EVENTS,
} as const;

export interface SettingsOwner {
  organizationId: string;
  userId: string;
  scope: SettingsScope;
}

function ownedBy(owner: SettingsOwner) {
  return owner.scope === 'organization'
    ? and(
        eq(notificationSettings.organizationId, owner.organizationId),
        eq(notificationSettings.scope, 'organization'),
      )
    : and(eq(notificationSettings.userId, owner.userId), eq(notificationSettings.scope, 'user'));
}

/** The settings row of a professional or of the organization, created with defaults if missing. */
export async function ensureSettings(db: Db, owner: SettingsOwner): Promise<SettingsRow> {
  const [existing] = await db.select().from(notificationSettings).where(ownedBy(owner)).limit(1);
  if (existing) return existing;
  await db
    .insert(notificationSettings)
    .values({ ...owner, ...DEFAULT_SETTINGS, webhookSecret: newWebhookSecret() })
    .onConflictDoNothing();
  const [row] = await db.select().from(notificationSettings).where(ownedBy(owner)).limit(1);
  return row!;
}

export async function updateSettings(
  db: Db,
  id: string,
  changes: SettingsChanges,
): Promise<SettingsRow> {
  const [row] = await db
    .update(notificationSettings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(notificationSettings.id, id))
    .returning();
  return row!;
}

export async function findSettingsByIds(db: Db, ids: string[]): Promise<SettingsRow[]> {
  return db.select().from(notificationSettings).where(inArray(notificationSettings.id, ids));
}

// Read by every appointment change (a public booking too): built once (built-once.ts).
const subscriptionRows = builtOnce((db) =>
  db
    .select()
    .from(notificationSettings)
    .where(
      or(
        and(
          eq(notificationSettings.userId, sql.placeholder('userId')),
          eq(notificationSettings.scope, 'user'),
        ),
        and(
          eq(notificationSettings.organizationId, sql.placeholder('organizationId')),
          inArray(notificationSettings.scope, ['organization', 'subscription']),
        ),
      ),
    ),
);

/**
 * The professional's own settings, the organization-wide ones and the organization's REST v1
 * subscriptions, in one read.
 */
export async function findSubscriptions(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<{ user?: SettingsRow; organization?: SettingsRow; api: SettingsRow[] }> {
  const rows = await subscriptionRows(db, { userId, organizationId });
  return {
    user: rows.find((row) => row.scope === 'user'),
    organization: rows.find((row) => row.scope === 'organization'),
    api: rows.filter((row) => row.scope === 'subscription'),
  };
}

export function toWebhookSettingsDto(row: SettingsRow): WebhookSettingsDto {
  return {
    webhookNotificationsEnabled: row.webhookNotificationsEnabled,
    notificationTimes: row.notificationTimes,
    webhookUrl: row.webhookUrl,
    webhookEvents: row.webhookEvents as WebhookSettingsDto['webhookEvents'],
    webhookSecret: row.webhookSecret ?? '',
  };
}

export function toNotificationSettingsDto(row: SettingsRow): NotificationSettingsDto {
  return {
    ...toWebhookSettingsDto(row),
    userId: row.userId,
    emailNotificationsEnabled: row.emailNotificationsEnabled,
    confirmationMinutes: row.confirmationMinutes,
  };
}
