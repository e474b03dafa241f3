import { and, asc, count, eq } from 'drizzle-orm';
import type {
  CreatedWebhookSubscriptionDto,
  WebhookSubscriptionDto,
} from '@core/schemas/webhook-subscriptions.ts';
import type { Db } from '../../db/client.ts';
import { notificationSettings, organizations } from '../../db/schema.ts';
import type { SettingsRow } from './notification-settings.repository.ts';

/** A REST v1 webhook subscription is a settings row of scope 'subscription' (decision 032). */
const ofOrganization = (organizationId: string) =>
  and(
    eq(notificationSettings.organizationId, organizationId),
    eq(notificationSettings.scope, 'subscription'),
  );

export function toWebhookSubscriptionDto(row: SettingsRow): WebhookSubscriptionDto {
  return {
    id: row.id,
    url: row.webhookUrl ?? '',
    events: row.webhookEvents as WebhookSubscriptionDto['events'],
    reminderMinutes: row.notificationTimes,
    // A subscription is never edited, so its last change is its creation.
    createdAt: row.updatedAt.toISOString(),
  };
}

export function toCreatedWebhookSubscriptionDto(row: SettingsRow): CreatedWebhookSubscriptionDto {
  return { ...toWebhookSubscriptionDto(row), secret: row.webhookSecret ?? '' };
}

export async function listSubscriptionRows(db: Db, organizationId: string) {
  return db
    .select()
    .from(notificationSettings)
    .where(ofOrganization(organizationId))
    .orderBy(asc(notificationSettings.updatedAt), asc(notificationSettings.id));
}

/** Holds the organization's row until the transaction ends, so two creates count one at a time. */
export async function countSubscriptionsLocked(db: Db, organizationId: string): Promise<number> {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  const [row] = await db
    .select({ n: count() })
    .from(notificationSettings)
    .where(ofOrganization(organizationId));
  return row?.n ?? 0;
}

export interface NewSubscription {
  organizationId: string;
  /** The admin whose token created it (an organization's rows belong to an admin). */
  userId: string;
  url: string;
  events: string[];
  reminderMinutes: number[];
  secret: string;
}

/** Adds the subscription, or returns undefined when the organization already has this URL. */
export async function insertSubscription(db: Db, subscription: NewSubscription) {
  const [row] = await db
    .insert(notificationSettings)
    .values({
      organizationId: subscription.organizationId,
      userId: subscription.userId,
      scope: 'subscription',
      emailNotificationsEnabled: false,
      webhookNotificationsEnabled: true,
      notificationTimes: subscription.reminderMinutes,
      webhookUrl: subscription.url,
      webhookEvents: subscription.events,
      webhookSecret: subscription.secret,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findSubscriptionRow(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(and(ofOrganization(organizationId), eq(notificationSettings.id, id)))
    .limit(1);
  return row;
}

export async function deleteSubscriptionRow(db: Db, id: string): Promise<void> {
  await db.delete(notificationSettings).where(eq(notificationSettings.id, id));
}
