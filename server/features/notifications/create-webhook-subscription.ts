import { AppError } from '@core/app-error.ts';
import { DEFAULT_REMINDER_MINUTES } from '@core/constants.ts';
import { apiV1Messages } from '@core/messages-api-v1.ts';
import {
  type CreateWebhookSubscriptionInput,
  MAX_WEBHOOK_SUBSCRIPTIONS,
} from '@core/schemas/webhook-subscriptions.ts';
import type { Db } from '../../db/client.ts';
import { newWebhookSecret } from '../outbox/channels/webhook/webhook-signature.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { replanFutureReminders } from '../outbox/replan-future-reminders.ts';
import { assertDeliverableUrl } from '../outbox/channels/webhook/webhook-url-guard.ts';
import {
  countSubscriptionsLocked,
  insertSubscription,
  toCreatedWebhookSubscriptionDto,
} from './webhook-subscriptions.repository.ts';

const m = apiV1Messages;

export interface CreateWebhookSubscriptionOptions {
  actor: Actor;
  input: CreateWebhookSubscriptionInput;
  allowPrivate: boolean;
  now?: number;
}

/**
 * Subscribes a URL of an integration to the organization's appointment events (REST v1): the
 * same SSRF guard as the screens' webhook, a new signing secret, one subscription per URL and at
 * most MAX_WEBHOOK_SUBSCRIPTIONS; with reminders, the future appointments get theirs at once.
 * The answer is the only one that shows the secret.
 */
export async function createWebhookSubscription(
  db: Db,
  { actor, input, allowPrivate, now = Date.now() }: CreateWebhookSubscriptionOptions,
) {
  await assertDeliverableUrl(input.url, allowPrivate, 'url');
  return db.transaction(async (tx) => {
    const held = await countSubscriptionsLocked(tx, actor.organizationId);
    if (held >= MAX_WEBHOOK_SUBSCRIPTIONS) {
      throw new AppError('CONFLICT', m.tooManyWebhooks(MAX_WEBHOOK_SUBSCRIPTIONS));
    }
    const reminderMinutes = input.reminderMinutes ?? DEFAULT_REMINDER_MINUTES;
    const row = await insertSubscription(tx, {
      organizationId: actor.organizationId,
      userId: actor.userId,
      url: input.url,
      events: input.events,
      reminderMinutes,
      secret: newWebhookSecret(),
    });
    if (!row) throw new AppError('CONFLICT', m.webhookUrlTaken, { url: m.webhookUrlTaken });
    await auditChange(tx, actor, {
      entity: 'webhook_subscription',
      entityId: row.id,
      after: { url: input.url, events: input.events, reminderMinutes },
    });
    if (input.events.includes('appointment.reminder')) {
      await replanFutureReminders(tx, { organizationId: actor.organizationId }, now);
    }
    return toCreatedWebhookSubscriptionDto(row);
  });
}
