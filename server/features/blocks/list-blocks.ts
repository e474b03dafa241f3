import { AppError } from '@core/app-error.ts';
import { DEFAULT_TIMEZONE, runsOfficeAgenda } from '@core/constants.ts';
import { appointmentsMessages } from '@core/messages.ts';
import { apiMessages } from '@core/messages-api.ts';
import type { BlockDto } from '@core/schemas/blocks.ts';
import { periodBound } from '@core/scheduling/day-start.ts';
import type { LocalDate } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { resolveTargetUser } from '../users/resolve-target-user.ts';
import { listBlocksBetween, toBlockDto } from './blocks.repository.ts';

const DAY_MS = 86_400_000;
/** As the appointments' list: the longest period one read may ask for. */
const MAX_PERIOD_DAYS = 397;

export interface ListBlocksOptions {
  actor: Actor;
  from?: Date | LocalDate;
  to?: Date | LocalDate;
  userId?: string;
  now?: number;
}

/**
 * Blocks overlapping a period: an admin's whole office (or one professional), a professional's
 * own (naming another is 403). A date bound is read in the listed professional's zone, else
 * America/Sao_Paulo. Without a period: the last 31 days and the next 366.
 */
export async function listBlocks(db: Db, options: ListBlocksOptions): Promise<BlockDto[]> {
  const { actor, userId, now = Date.now() } = options;
  const target =
    runsOfficeAgenda(actor.role) && !userId
      ? undefined
      : await resolveTargetUser(db, actor, userId);
  const zone = target?.timezone ?? DEFAULT_TIMEZONE;
  const from = options.from ? periodBound(options.from, 'from', zone) : new Date(now - 31 * DAY_MS);
  const to = options.to
    ? periodBound(options.to, 'to', zone)
    : new Date(from.getTime() + 366 * DAY_MS);
  if (to <= from) throw new AppError('VALIDATION', apiMessages.invalidPeriod);
  if (to.getTime() - from.getTime() > MAX_PERIOD_DAYS * DAY_MS) {
    throw new AppError('VALIDATION', appointmentsMessages.rangeTooLong(MAX_PERIOD_DAYS));
  }
  const rows = await listBlocksBetween(
    db,
    { organizationId: actor.organizationId, userIds: target ? [target.id] : undefined },
    from,
    to,
  );
  return rows.map(toBlockDto);
}
