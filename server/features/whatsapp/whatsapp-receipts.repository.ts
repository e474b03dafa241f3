import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookLogs } from '../../db/schema.ts';

export type ReachedState = 'sent' | 'delivered' | 'read';

/** How far a message got; a failure counts as 'sent': only reaching a device overrides it. */
const rankOf = (state: SQL | string) => sql`CASE ${state}
  WHEN 'read' THEN 3 WHEN 'delivered' THEN 2 WHEN 'sent' THEN 1 WHEN 'failed' THEN 1 ELSE 0 END`;

/** The organization's WhatsApp message that WhatsApp knows by `messageId`. */
const messageOf = (organizationId: string, messageId: string) =>
  and(
    eq(webhookLogs.organizationId, organizationId),
    eq(webhookLogs.channel, 'whatsapp'),
    eq(webhookLogs.responseExcerpt, messageId),
  );

/**
 * Moves a message forward (sent → delivered → read), never back: receipts may come out of
 * order. A message that reached a device was delivered, even after a 'failed' receipt.
 */
export async function markReached(
  db: Db,
  organizationId: string,
  receipt: { messageId: string; state: ReachedState; at: Date },
): Promise<number> {
  const reached = await db
    .update(webhookLogs)
    .set({
      deliveryState: receipt.state,
      deliveryStateAt: receipt.at,
      ...(receipt.state === 'sent' ? {} : { status: 'success', error: null }),
    })
    .where(
      and(
        messageOf(organizationId, receipt.messageId),
        sql`${rankOf(sql`${webhookLogs.deliveryState}`)} < ${rankOf(receipt.state)}`,
      ),
    )
    .returning({ id: webhookLogs.id });
  return reached.length;
}

/**
 * A message WhatsApp accepted but could not deliver: the row fails with WhatsApp's reason, so
 * the history shows it and offers 'Reenviar'. Ignored once the message reached a device.
 */
export async function markUndelivered(
  db: Db,
  organizationId: string,
  receipt: { messageId: string; error: string; at: Date },
): Promise<number> {
  const failed = await db
    .update(webhookLogs)
    .set({
      status: 'failed',
      deliveryState: 'failed',
      deliveryStateAt: receipt.at,
      error: receipt.error,
      processedAt: receipt.at,
    })
    .where(
      and(
        messageOf(organizationId, receipt.messageId),
        sql`${rankOf(sql`${webhookLogs.deliveryState}`)} < 2`,
      ),
    )
    .returning({ id: webhookLogs.id });
  return failed.length;
}
