import { and, eq, gt, gte, lt, ne, not, sql } from 'drizzle-orm';
import { AppError } from '@core/app-error.ts';
import { MAX_BLOCK_DAYS } from '@core/constants.ts';
import { blocksMessages } from '@core/messages.ts';
import { MAX_APPOINTMENT_MINUTES } from '@core/schemas/appointments.ts';
import type { Db } from '../../db/client.ts';
import { agendaBlocks, appointments } from '../../db/schema.ts';
import type { BlockRow } from './blocks.repository.ts';

interface Interval {
  start: Date;
  end: Date;
}

/** Rows (of `columns`' table) whose [startTime, endTime) overlaps `time`, read from its start index. */
function overlaps(
  columns: typeof appointments | typeof agendaBlocks,
  time: Interval,
  longestMs: number,
) {
  return and(
    gte(columns.startTime, new Date(time.start.getTime() - longestMs)),
    lt(columns.startTime, time.end),
    gt(columns.endTime, time.start),
  );
}

/** Overlapping the new time but not the block's current one: a clash the move would create. */
function newlyCovered(
  columns: typeof appointments | typeof agendaBlocks,
  next: Interval,
  current: Interval,
  longestMs: number,
) {
  return and(
    overlaps(columns, next, longestMs),
    not(and(lt(columns.startTime, current.end), gt(columns.endTime, current.start))!),
  );
}

const count = sql<number>`count(*)::int`;

/**
 * Refuses (409, pt-BR) moving a block onto an appointment or another block of its professional
 * (decision 077): a block takes the whole capacity, as the staff agenda's moves check. What the
 * block already covered stays allowed (a block may be created over appointments, warned of):
 * only a clash the move would create is refused. Call inside the transaction, after the lock.
 */
export async function assertMoveIsFree(tx: Db, block: BlockRow, next: Interval): Promise<void> {
  const current = { start: block.startTime, end: block.endTime };
  const [appointmentClashes] = await tx
    .select({ n: count })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, block.userId),
        newlyCovered(appointments, next, current, MAX_APPOINTMENT_MINUTES * 60_000),
      ),
    );
  if (appointmentClashes && appointmentClashes.n > 0) {
    throw new AppError('CONFLICT', blocksMessages.moveOntoAppointment);
  }
  const [blockClashes] = await tx
    .select({ n: count })
    .from(agendaBlocks)
    .where(
      and(
        eq(agendaBlocks.userId, block.userId),
        ne(agendaBlocks.id, block.id),
        newlyCovered(agendaBlocks, next, current, MAX_BLOCK_DAYS * 86_400_000),
      ),
    );
  if (blockClashes && blockClashes.n > 0) {
    throw new AppError('CONFLICT', blocksMessages.moveOntoBlock);
  }
}
