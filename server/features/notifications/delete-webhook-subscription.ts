import { AppError } from '@core/app-error.ts';
import { apiV1Messages } from '@core/messages-api-v1.ts';
import { deliveryMessages } from '@core/messages-delivery.ts';
import type { Db } from '../../db/client.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { cancelWaitingDeliveries } from '../outbox/webhook-logs.repository.ts';
import { deleteSubscriptionRow, findSubscriptionRow } from './webhook-subscriptions.repository.ts';

/**
 * Removes a REST v1 webhook subscription of the actor's organization: what it still had to
 * deliver (events, planned reminders) is cancelled; its history stays.
 */
export async function deleteWebhookSubscription(
  db: Db,
  { actor, id, now = Date.now() }: { actor: Actor; id: string; now?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findSubscriptionRow(tx, actor.organizationId, id);
    if (!row) throw new AppError('NOT_FOUND', apiV1Messages.webhookNotFound);
    await cancelWaitingDeliveries(tx, row.id, deliveryMessages.subscriptionRemoved, new Date(now));
    await deleteSubscriptionRow(tx, row.id);
    await auditChange(tx, actor, {
      entity: 'webhook_subscription',
      entityId: row.id,
      before: { url: row.webhookUrl, events: row.webhookEvents },
    });
  });
}
