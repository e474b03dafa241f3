import { runsOfficeAgenda } from '@core/constants.ts';
import { AppError } from '@core/app-error.ts';
import { blocksMessages } from '@core/messages.ts';
import type { BlockDto, CreateBlockInput, UpdateBlockInput } from '@core/schemas/blocks.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import { auditChange } from '../audit/audit-change.ts';
import { resolveTargetUserId } from '../users/resolve-target-user.ts';
import { assertMoveIsFree } from './block-move-clashes.ts';
import { recordBlockChanges } from './block-webhooks.ts';
import { assertBlockTimes, countAppointmentsUnder, lockProfessionals } from './block-times.ts';
import {
  type BlockRow,
  deleteBlockRow,
  findBlock,
  insertBlocks,
  toBlockDto,
  updateBlockRow,
} from './blocks.repository.ts';

export interface BlockWrite {
  blocks: BlockDto[];
  /** Appointments already in the blocked time: allowed, and the screen warns of them. */
  overlappingAppointments: number;
}

interface ChangeOptions {
  actor: Actor;
  events: EventBus;
}

/**
 * After the commit: the slot caches drop the professionals' entries, open public pages read their
 * slots again, and the staff agendas that show them redraw their blocks (decision 077).
 */
async function tellSchedules(events: EventBus, organizationId: string, userIds: string[]) {
  for (const userId of new Set(userIds)) {
    await scheduleChanged(events, organizationId, userId, 'block_changed');
  }
}

/** A block the actor may change: any of the organization for an admin, own for a professional. */
export async function findVisibleBlock(db: Db, actor: Actor, id: string): Promise<BlockRow> {
  const row = await findBlock(db, actor.organizationId, id);
  if (!row || (!runsOfficeAgenda(actor.role) && row.userId !== actor.userId)) {
    throw new AppError('NOT_FOUND', blocksMessages.notFound);
  }
  return row;
}

/**
 * Blocks a time for the actor or, an admin, for several professionals of the office at once:
 * one row each, in one transaction, after locking their rows as a booking does.
 */
export async function createBlocks(
  db: Db,
  input: CreateBlockInput,
  { actor, events }: ChangeOptions,
): Promise<BlockWrite> {
  assertBlockTimes(input.startTime, input.endTime);
  const userIds: string[] = [];
  for (const id of input.userIds ?? [actor.userId]) {
    userIds.push(await resolveTargetUserId(db, actor, id));
  }
  const rows = userIds.map((userId) => ({
    organizationId: actor.organizationId,
    userId,
    title: input.title,
    notes: input.notes ?? null,
    startTime: input.startTime,
    endTime: input.endTime,
    createdBy: actor.userId,
  }));
  const outcome = await db.transaction(async (tx) => {
    await lockProfessionals(tx, userIds);
    const overlapping = await countAppointmentsUnder(tx, userIds, input.startTime, input.endTime);
    const written = await insertBlocks(tx, rows);
    await recordBlockChanges(tx, 'block.created', written);
    for (const block of written) {
      await auditChange(tx, actor, {
        entity: 'block',
        entityId: block.id,
        after: toBlockDto(block),
      });
    }
    return { written, overlapping };
  });
  await tellSchedules(events, actor.organizationId, userIds);
  return {
    blocks: outcome.written.map(toBlockDto),
    overlappingAppointments: outcome.overlapping,
  };
}

/**
 * Moves (start and/or end) or renames a block. A new time that would cover an appointment or
 * another block of the professional is refused (409), as the agenda's moves are (decision 077).
 */
export async function updateBlock(
  db: Db,
  id: string,
  input: UpdateBlockInput,
  { actor, events }: ChangeOptions,
): Promise<BlockWrite> {
  const current = await findVisibleBlock(db, actor, id);
  const start = input.startTime ?? current.startTime;
  // A new start alone keeps the length, as a moved appointment does.
  const end =
    input.endTime ??
    (input.startTime
      ? new Date(start.getTime() + current.endTime.getTime() - current.startTime.getTime())
      : current.endTime);
  assertBlockTimes(start, end);
  const moved =
    start.getTime() !== current.startTime.getTime() || end.getTime() !== current.endTime.getTime();
  const outcome = await db.transaction(async (tx) => {
    await lockProfessionals(tx, [current.userId]);
    if (moved) await assertMoveIsFree(tx, current, { start, end });
    const row = await updateBlockRow(tx, id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      startTime: start,
      endTime: end,
    });
    await recordBlockChanges(tx, 'block.updated', [row]);
    await auditChange(tx, actor, {
      entity: 'block',
      entityId: id,
      before: toBlockDto(current),
      after: toBlockDto(row),
    });
    const overlapping = await countAppointmentsUnder(tx, [row.userId], start, end);
    return { row, overlapping };
  });
  await tellSchedules(events, actor.organizationId, [current.userId]);
  return { blocks: [toBlockDto(outcome.row)], overlappingAppointments: outcome.overlapping };
}

/** Deletes a block: its time is free again. */
export async function deleteBlock(
  db: Db,
  id: string,
  { actor, events }: ChangeOptions,
): Promise<void> {
  const current = await findVisibleBlock(db, actor, id);
  await db.transaction(async (tx) => {
    await recordBlockChanges(tx, 'block.deleted', [current]);
    await deleteBlockRow(tx, id);
    await auditChange(tx, actor, { entity: 'block', entityId: id, before: toBlockDto(current) });
  });
  await tellSchedules(events, actor.organizationId, [current.userId]);
}
