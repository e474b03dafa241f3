import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { BlockDto } from '@core/schemas/blocks.ts';
import type { BusyInterval } from '@core/scheduling/slots.ts';
import { MAX_BLOCK_DAYS } from '@core/constants.ts';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { agendaBlocks } from '../../db/schema.ts';

export type BlockRow = typeof agendaBlocks.$inferSelect;
export type NewBlockRow = typeof agendaBlocks.$inferInsert;

export function toBlockDto(row: BlockRow): BlockDto {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    notes: row.notes,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function insertBlocks(db: Db, rows: NewBlockRow[]): Promise<BlockRow[]> {
  return db.insert(agendaBlocks).values(rows).returning();
}

export async function findBlock(
  db: Db,
  organizationId: string,
  id: string,
): Promise<BlockRow | undefined> {
  const [row] = await db
    .select()
    .from(agendaBlocks)
    .where(and(eq(agendaBlocks.id, id), eq(agendaBlocks.organizationId, organizationId)))
    .limit(1);
  return row;
}

export async function updateBlockRow(
  db: Db,
  id: string,
  values: Partial<Pick<BlockRow, 'title' | 'notes' | 'startTime' | 'endTime'>>,
): Promise<BlockRow> {
  const [row] = await db
    .update(agendaBlocks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(agendaBlocks.id, id))
    .returning();
  return row!;
}

export async function deleteBlockRow(db: Db, id: string): Promise<void> {
  await db.delete(agendaBlocks).where(eq(agendaBlocks.id, id));
}

/** The blocks of an organization (or of some of its professionals) that overlap [from, to). */
export function listBlocksBetween(
  db: Db,
  scope: { organizationId: string; userIds?: string[] },
  from: Date,
  to: Date,
): Promise<BlockRow[]> {
  return db
    .select()
    .from(agendaBlocks)
    .where(
      and(
        eq(agendaBlocks.organizationId, scope.organizationId),
        scope.userIds ? inArray(agendaBlocks.userId, scope.userIds) : undefined,
        lt(agendaBlocks.startTime, to),
        gt(agendaBlocks.endTime, from),
        // A block lasts at most MAX_BLOCK_DAYS: the index on the start bounds the read.
        gt(agendaBlocks.startTime, new Date(from.getTime() - MAX_BLOCK_DAYS * 86_400_000)),
      ),
    )
    .orderBy(asc(agendaBlocks.startTime));
}

/** A professional's blocked intervals that overlap [from, to), sorted by start (slot maths). */
export async function listBlockedIntervals(
  db: Db,
  organizationId: string,
  userId: string,
  from: Date,
  to: Date,
): Promise<BusyInterval[]> {
  const rows = (await blockedTimesOf(db, {
    organizationId,
    userId,
    from: from.toISOString(),
    to: to.toISOString(),
    // A block lasts at most MAX_BLOCK_DAYS: the index on the start bounds the read.
    startsAfter: new Date(from.getTime() - MAX_BLOCK_DAYS * 86_400_000).toISOString(),
  })) as { startTime: Date; endTime: Date }[];
  return rows.map((row) => ({ start: row.startTime.getTime(), end: row.endTime.getTime() }));
}

// Read with every booking's schedule, built once (built-once.ts).
const blockedTimesOf = builtOnce((db) =>
  db
    .select({ startTime: agendaBlocks.startTime, endTime: agendaBlocks.endTime })
    .from(agendaBlocks)
    .where(
      and(
        eq(agendaBlocks.organizationId, sql.placeholder('organizationId')),
        eq(agendaBlocks.userId, sql.placeholder('userId')),
        lt(agendaBlocks.startTime, sql.placeholder('to')),
        gt(agendaBlocks.endTime, sql.placeholder('from')),
        gt(agendaBlocks.startTime, sql.placeholder('startsAfter')),
      ),
    )
    .orderBy(asc(agendaBlocks.startTime)),
);
