import { randomUUID } from 'node:crypto';
import type { BlockWebhookEvent } from '@core/constants.ts';
import { CALENDAR_SYNC_CHANNEL } from '@core/schemas/notifications.ts';
import type { Db } from '@server/db/client.ts';
import type { agendaBlocks } from '@server/db/schema.ts';
import type { NewWebhookLog } from '../../webhook-logs.repository.ts';
import { findCalendarSyncTarget } from '../../../calendars/calendar-connections.ts';

type Block = Pick<
  typeof agendaBlocks.$inferSelect,
  | 'id'
  | 'organizationId'
  | 'userId'
  | 'title'
  | 'startTime'
  | 'endTime'
  | 'calendarProvider'
  | 'calendarEventId'
>;

/** What a block's calendar row keeps: its time and title and its event, never its notes. */
export interface BlockSyncData {
  blockId: string;
  professionalId: string;
  title: string;
  startTime: string;
  endTime: string;
  /** The event it had when the row was written (a deleted block's row deletes it). */
  calendarProvider: string | null;
  calendarEventId: string | null;
}

/** A calendar row that carries a block change (the rows of appointments name no block). */
export const isBlockSyncEvent = (eventType: string) => eventType.startsWith('block.');

/**
 * The outbox rows that carry block changes to their professionals' calendars (decision 076), one
 * per block whose professional has a live connection with calendar sync on. Written in the
 * change's transaction, as an appointment's: the calendar being down never blocks or loses a
 * block (the row is retried).
 */
export async function calendarBlockRows(
  db: Db,
  event: BlockWebhookEvent,
  blocks: readonly Block[],
  now = new Date(),
): Promise<NewWebhookLog[]> {
  const targets = new Map<string, { calendarId: string } | null>();
  const rows: NewWebhookLog[] = [];
  for (const block of blocks) {
    if (!targets.has(block.userId)) {
      targets.set(block.userId, await findCalendarSyncTarget(db, block.userId));
    }
    const target = targets.get(block.userId);
    if (!target) continue;
    const data: BlockSyncData = {
      blockId: block.id,
      professionalId: block.userId,
      title: block.title,
      startTime: block.startTime.toISOString(),
      endTime: block.endTime.toISOString(),
      calendarProvider: block.calendarProvider,
      calendarEventId: block.calendarEventId,
    };
    rows.push({
      organizationId: block.organizationId,
      userId: block.userId,
      appointmentId: null,
      eventId: randomUUID(),
      eventType: event,
      channel: CALENDAR_SYNC_CHANNEL,
      subscriber: 'professional',
      url: target.calendarId,
      payload: { event, data },
      status: 'pending',
      scheduledFor: now,
      nextAttemptAt: now,
    });
  }
  return rows;
}
