import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookLogs } from '../../db/schema.ts';

export type ReachedState = 'sent' | 'delivered' | 'read';

/** How far a message got; a failure counts as 'sent': only reaching a device overrides it. */
const rankOf = (state: SQL | string) => sql`CASE ${state}
  WHEN 'read' THEN 3 WHEN 'delivered' THEN 2 WHEN 'sent' THEN 1 WHEN 'failed' THEN 1 ELSE 0 END`;

/**
 * Updates the organization's WhatsApp message that WhatsApp knows by `messageId`, only while it
 * has got no further than `belowRank`; answers how many rows changed (0 or 1).
 */
async function updateMessage(
  db: Db,
  organizationId: string,
  {
    messageId,
    belowRank,
    set,
  }: { messageId: string; belowRank: SQL; set: Partial<typeof webhookLogs.$inferInsert> },
): Promise<number> {
  const updated = await db
    .update(webhookLogs)
    .set(set)
    .where(
      and(
        eq(webhookLogs.organizationId, organizationId),
        eq(webhookLogs.channel, 'whatsapp'),
        eq(webhookLogs.responseExcerpt, messageId),
        sql`${rankOf(sql`${webhookLogs.deliveryState}`)} < ${belowRank}`,
      ),
    )
    .returning({ id: webhookLogs.id });
  return updated.length;
}

/**
 * Moves a message forward (sent → delivered → read), never back: receipts may come out of
 * order. A message that reached a device was delivered, even after a 'failed' receipt.
 */
export function markReached(
  db: Db,
  organizationId: string,
  receipt: { messageId: string; state: ReachedState; at: Date },
): Promise<number> {
  return updateMessage(db, organizationId, {
    messageId: receipt.messageId,
    belowRank: rankOf(receipt.state),
    set: {
      deliveryState: receipt.state,
      deliveryStateAt: receipt.at,
      ...(receipt.state === 'sent' ? {} : { status: 'success', error: null }),
    },
  });
}

/**
 * A message WhatsApp accepted but could not deliver: the row fails with WhatsApp's reason, so
 * the history shows it and offers 'Reenviar'. Ignored once the message reached a device.
 */
export function markUndelivered(
  db: Db,
  organizationId: string,
  receipt: { messageId: string; error: string; at: Date },
): Promise<number> {
  return updateMessage(db, organizationId, {
    messageId: receipt.messageId,
    belowRank: rankOf('delivered'),
    set: {
      status: 'failed',
      deliveryState: 'failed',
      deliveryStateAt: receipt.at,
      error: receipt.error,
      processedAt: receipt.at,
    },
  });
}
