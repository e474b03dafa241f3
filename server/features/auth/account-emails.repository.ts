import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookLogs } from '../../db/schema.ts';
import type { NewWebhookLog } from '../outbox/webhook-logs.repository.ts';

/**
 * Queues an account e-mail unless one of the same kind was queued for the user since `since`:
 * repeated requests from a stranger do not flood the owner's inbox.
 */
export async function queueAccountEmail(
  db: Db,
  row: NewWebhookLog & { userId: string },
  since: Date,
): Promise<boolean> {
  const [recent] = await db
    .select({ id: webhookLogs.id })
    .from(webhookLogs)
    .where(
      and(
        eq(webhookLogs.userId, row.userId),
        eq(webhookLogs.eventType, row.eventType),
        gt(webhookLogs.createdAt, since),
      ),
    )
    .limit(1);
  if (recent) return false;
  await db.insert(webhookLogs).values(row);
  return true;
}
