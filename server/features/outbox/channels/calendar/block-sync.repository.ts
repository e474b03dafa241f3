import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { agendaBlocks, users } from '@server/db/schema.ts';

/** The block as it is now, with its event link and its professional's time zone. */
export async function findBlockToSync(db: Db, blockId: string) {
  const [row] = await db
    .select({
      id: agendaBlocks.id,
      title: agendaBlocks.title,
      startTime: agendaBlocks.startTime,
      endTime: agendaBlocks.endTime,
      calendarProvider: agendaBlocks.calendarProvider,
      calendarEventId: agendaBlocks.calendarEventId,
      timezone: users.timezone,
    })
    .from(agendaBlocks)
    .innerJoin(users, eq(users.id, agendaBlocks.userId))
    .where(eq(agendaBlocks.id, blockId))
    .limit(1);
  return row ?? null;
}

/** Keeps the block's link to its event in the professional's calendar. */
export async function saveBlockEvent(
  db: Db,
  blockId: string,
  link: { provider: string; eventId: string },
) {
  await db
    .update(agendaBlocks)
    .set({ calendarProvider: link.provider, calendarEventId: link.eventId })
    .where(eq(agendaBlocks.id, blockId));
}

/** The professional's blocks that have not ended and have no event yet (a catch-up). */
export function listBlocksWithoutEvent(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(agendaBlocks)
    .where(
      and(
        eq(agendaBlocks.userId, userId),
        gt(agendaBlocks.endTime, now),
        isNull(agendaBlocks.calendarEventId),
      ),
    )
    .orderBy(asc(agendaBlocks.startTime));
}
