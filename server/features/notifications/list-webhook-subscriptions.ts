import type { WebhookSubscriptionDto } from '@core/schemas/webhook-subscriptions.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import {
  listSubscriptionRows,
  toWebhookSubscriptionDto,
} from './webhook-subscriptions.repository.ts';

/** The REST v1 webhook subscriptions of the actor's organization, oldest first, without secrets. */
export async function listWebhookSubscriptions(
  db: Db,
  { actor }: { actor: Actor },
): Promise<WebhookSubscriptionDto[]> {
  const rows = await listSubscriptionRows(db, actor.organizationId);
  return rows.map(toWebhookSubscriptionDto);
}
