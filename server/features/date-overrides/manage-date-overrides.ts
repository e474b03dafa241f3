import { runsOfficeAgenda } from '@core/constants.ts';
import { AppError } from '@core/app-error.ts';
import { dateOverridesMessages } from '@core/messages.ts';
import type {
  AdminDateOverrideInput,
  DateOverrideInput,
  SavedDateOverrideDto,
} from '@core/schemas/date-overrides.ts';
import { zonedDateTime } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { auditChange } from '../audit/audit-change.ts';
import { deleteOverride, findOfficeOverride } from './date-overrides.repository.ts';
import { announce, assertOfficeMember, saveDateOverride } from './save-date-override.ts';

type Deps = { actor: Actor; events: EventBus };

/**
 * The override an actor may change: a professional only their own, an admin any of their office
 * (another office's, or the office's own for a professional, is 404).
 */
export async function findManageableOverride(db: Db, actor: Actor, id: string) {
  const row = await findOfficeOverride(db, actor.organizationId, id);
  const allowed = row && (runsOfficeAgenda(actor.role) || row.userId === actor.userId);
  if (!allowed) throw new AppError('NOT_FOUND', dateOverridesMessages.notFound);
  return row;
}

/** A professional's own override, or an admin's for a professional of the office or the office. */
export async function createDateOverride(
  db: Db,
  { input, ...deps }: Deps & { input: DateOverrideInput | AdminDateOverrideInput },
): Promise<SavedDateOverrideDto> {
  const { actor } = deps;
  const { userId, ...fields } = 'userId' in input ? input : { ...input, userId: actor.userId };
  if (runsOfficeAgenda(actor.role)) await assertOfficeMember(db, actor, userId);
  const scope = { organizationId: actor.organizationId, userId };
  return saveDateOverride(db, { ...deps, scope, input: fields });
}

/** Replaces an override's dates, name and hours (an admin may move it to another scope). */
export async function editDateOverride(
  db: Db,
  { id, input, ...deps }: Deps & { id: string; input: DateOverrideInput | AdminDateOverrideInput },
): Promise<SavedDateOverrideDto> {
  const before = await findManageableOverride(db, deps.actor, id);
  const { userId, ...fields } = 'userId' in input ? input : { ...input, userId: before.userId };
  if (runsOfficeAgenda(deps.actor.role)) await assertOfficeMember(db, deps.actor, userId);
  const scope = { organizationId: deps.actor.organizationId, userId };
  return saveDateOverride(db, { ...deps, scope, input: fields, before });
}

export async function removeDateOverride(db: Db, { id, actor, events }: Deps & { id: string }) {
  const before = await findManageableOverride(db, actor, id);
  await db.transaction(async (tx) => {
    await deleteOverride(tx, id);
    await auditChange(tx, actor, { entity: 'date_override', entityId: id, before });
  });
  await announce(db, events, { organizationId: actor.organizationId, userId: before.userId });
}

/**
 * The forensic recess that has not ended yet (CPC art. 220: 20 December to 20 January): the
 * coming one, or the one under way until 20 January.
 */
export function comingForensicRecess(now: number, timeZone: string) {
  const today = zonedDateTime(now, timeZone).date;
  const year = Number(today.slice(0, 4));
  const startYear = today <= `${year}-01-20` ? year - 1 : year;
  return { startDate: `${startYear}-12-20`, endDate: `${startYear + 1}-01-20` };
}

/** 'Aplicar recesso forense': the office's day off over the coming recess, editable later. */
export function applyForensicRecess(db: Db, deps: Deps & { now: number; timeZone: string }) {
  return createDateOverride(db, {
    ...deps,
    input: {
      ...comingForensicRecess(deps.now, deps.timeZone),
      name: dateOverridesMessages.forensicRecess,
      startTime: null,
      endTime: null,
      userId: null,
    },
  });
}
