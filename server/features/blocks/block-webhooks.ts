import { randomUUID } from 'node:crypto';
import type { BlockWebhookEvent } from '@core/constants.ts';
import type { Db } from '../../db/client.ts';
import { findSubscriptions } from '../notifications/notification-settings.repository.ts';
import { type NewWebhookLog, insertWebhookLogs } from '../outbox/webhook-logs.repository.ts';
import { calendarBlockRows } from '../outbox/channels/calendar/calendar-block-rows.ts';
import type { BlockRow } from './blocks.repository.ts';

/** What a block.* webhook tells: the block, never a client (there is none). */
function blockData(block: BlockRow) {
  return {
    blockId: block.id,
    professionalId: block.userId,
    title: block.title,
    notes: block.notes,
    startTime: block.startTime.toISOString(),
    endTime: block.endTime.toISOString(),
  };
}

/**
 * Writes, inside the caller's transaction, a webhook row for every subscription that asked for
 * this block event by name (block.*: decision 071), and the row that puts the block in its
 * professional's connected calendar as busy (decision 076). A subscription to appointment events
 * hears nothing; no e-mail, WhatsApp or client is ever told of a block.
 */
export async function recordBlockChanges(
  db: Db,
  event: BlockWebhookEvent,
  blocks: readonly BlockRow[],
  now = new Date(),
): Promise<void> {
  const rows: NewWebhookLog[] = await calendarBlockRows(db, event, blocks, now);
  const byUser = new Map<string, BlockRow[]>();
  for (const block of blocks)
    byUser.set(block.userId, [...(byUser.get(block.userId) ?? []), block]);
  for (const [userId, own] of byUser) {
    const { organizationId } = own[0]!;
    const subs = await findSubscriptions(db, userId, organizationId);
    const settings = [
      { subscriber: 'user' as const, settings: subs.user },
      { subscriber: 'organization' as const, settings: subs.organization },
      ...subs.api.map((found) => ({ subscriber: 'subscription' as const, settings: found })),
    ];
    for (const { subscriber, settings: found } of settings) {
      const events = (found?.webhookEvents ?? []) as string[];
      if (!found?.webhookNotificationsEnabled || !found.webhookUrl || !events.includes(event)) {
        continue;
      }
      for (const block of own) {
        rows.push({
          organizationId,
          userId,
          appointmentId: null,
          eventId: randomUUID(),
          eventType: event,
          channel: 'webhook',
          subscriber,
          settingsId: found.id,
          url: found.webhookUrl,
          payload: { event, data: blockData(block) },
          status: 'pending',
          scheduledFor: now,
          nextAttemptAt: now,
        });
      }
    }
  }
  if (rows.length) await insertWebhookLogs(db, rows);
}
