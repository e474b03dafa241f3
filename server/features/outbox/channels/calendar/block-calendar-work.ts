import { deliveryMessages } from '@core/messages-delivery.ts';
import type { Db } from '@server/db/client.ts';
import type { ClaimedRow } from '../../webhook-logs.repository.ts';
import type { BlockSyncData } from './calendar-block-rows.ts';
import { findBlockToSync, saveBlockEvent } from './block-sync.repository.ts';
import type { CalendarWork } from './calendar-work.ts';

/**
 * The work of a block's row (decision 076): a deleted block's event goes (by the id the row
 * kept, else the one we chose); otherwise the event shows the block as it is now, busy, with its
 * title and never its notes.
 */
export async function blockCalendarWork(db: Db, row: ClaimedRow): Promise<CalendarWork> {
  const { data } = row.payload as { data: BlockSyncData };
  if (row.eventType === 'block.deleted') {
    return {
      remove: { blockId: data.blockId, eventId: data.calendarEventId },
      eventProvider: data.calendarProvider,
    };
  }
  const block = await findBlockToSync(db, data.blockId);
  if (!block) return { gone: deliveryMessages.blockGone };
  return {
    event: {
      blockId: block.id,
      title: block.title,
      start: block.startTime,
      end: block.endTime,
      timezone: block.timezone,
    },
    eventProvider: block.calendarProvider,
    eventId: block.calendarEventId,
    save: (db, link) =>
      saveBlockEvent(db, block.id, { provider: link.provider, eventId: link.eventId }),
  };
}
