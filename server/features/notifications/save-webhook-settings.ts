import { AppError } from '@core/app-error.ts';
import { definedFields } from '@core/defined-fields.ts';
import { notificationsMessages } from '@core/messages.ts';
import type { SaveNotificationSettingsInput } from '@core/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import { newWebhookSecret } from '../outbox/channels/webhook/webhook-signature.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { replanFutureReminders } from '../outbox/replan-future-reminders.ts';
import { assertDeliverableUrl } from '../outbox/channels/webhook/webhook-url-guard.ts';
import {
  type SettingsChanges,
  type SettingsRow,
  type SettingsScope,
  ensureSettings,
  updateSettings,
} from './notification-settings.repository.ts';

export interface SaveWebhookSettingsOptions {
  actor: Actor;
  scope: SettingsScope;
  input: Omit<SaveNotificationSettingsInput, 'userId'>;
  allowPrivate: boolean;
  now?: number;
}

/** What decides which reminders exist: a change here re-plans the future ones. */
const PLAN_FIELDS = [
  'emailNotificationsEnabled',
  'webhookNotificationsEnabled',
  'notificationTimes',
  'confirmationMinutes',
  'webhookEvents',
] as const;

const ownerOf = (actor: Actor, scope: SettingsScope) => ({
  organizationId: actor.organizationId,
  userId: actor.userId,
  scope,
});

/** The audit keeps the settings without the signing secret. */
const audited = ({ webhookSecret: _secret, ...row }: SettingsRow) => row;

/**
 * Saves a professional's (scope 'user') or the organization's webhook and notification
 * settings: the URL must reach a public address, webhooks cannot be on without a URL, and the
 * reminders of future appointments follow the new settings in the same transaction.
 */
export async function saveWebhookSettings(
  db: Db,
  { actor, scope, input, allowPrivate, now = Date.now() }: SaveWebhookSettingsOptions,
): Promise<SettingsRow> {
  const changes: SettingsChanges = definedFields(input);
  if (scope === 'organization') {
    delete changes.emailNotificationsEnabled;
    delete changes.confirmationMinutes;
  }
  if (changes.webhookUrl) await assertDeliverableUrl(changes.webhookUrl, allowPrivate);
  return db.transaction(async (tx) => {
    const current = await ensureSettings(tx, ownerOf(actor, scope));
    const merged = { ...current, ...changes };
    if (merged.webhookNotificationsEnabled && !merged.webhookUrl) {
      throw new AppError('VALIDATION', notificationsMessages.urlRequired, {
        webhookUrl: notificationsMessages.urlRequired,
      });
    }
    const after = await updateSettings(tx, current.id, changes);
    await auditChange(tx, actor, {
      entity: scope === 'organization' ? 'webhook_settings' : 'notification_settings',
      entityId: current.id,
      before: audited(current),
      after: audited(after),
    });
    const replan = PLAN_FIELDS.some(
      (field) => JSON.stringify(current[field]) !== JSON.stringify(after[field]),
    );
    if (replan) {
      const userId = scope === 'organization' ? undefined : actor.userId;
      await replanFutureReminders(tx, { organizationId: actor.organizationId, userId }, now);
    }
    return after;
  });
}

/** Gives the subscription a new signing secret; the old one stops validating at once. */
export async function rotateWebhookSecret(
  db: Db,
  { actor, scope }: { actor: Actor; scope: SettingsScope },
): Promise<SettingsRow> {
  return db.transaction(async (tx) => {
    const current = await ensureSettings(tx, ownerOf(actor, scope));
    const after = await updateSettings(tx, current.id, { webhookSecret: newWebhookSecret() });
    await auditChange(tx, actor, {
      entity: 'webhook_secret',
      entityId: current.id,
      before: { rotatedAt: current.updatedAt },
      after: { rotatedAt: after.updatedAt },
    });
    return after;
  });
}

/** The settings of a professional or of the organization (created with defaults on first read). */
export function getWebhookSettings(
  db: Db,
  { actor, scope }: { actor: Actor; scope: SettingsScope },
): Promise<SettingsRow> {
  return ensureSettings(db, ownerOf(actor, scope));
}
