import { AppError } from '@core/app-error.ts';
import { availabilityMessages } from '@core/messages.ts';
import type { ToggleAvailabilityInput } from '@core/schemas/availability.ts';
import type { Db } from '../../db/client.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { lockUserRow } from '../users/users.repository.ts';
import { findVisibleAvailability, setAvailabilityActive } from './availability.repository.ts';
import { assertNoOverlap } from './assert-no-overlap.ts';

export interface ToggleAvailabilityOptions {
  actor: Actor;
  id: string;
  input: ToggleAvailabilityInput;
  events: EventBus;
}

/** Turns a window on or off; turning it on is refused when it now overlaps an active one. */
export async function toggleAvailability(
  db: Db,
  { actor, id, input, events }: ToggleAvailabilityOptions,
) {
  const after = await db.transaction(async (tx) => {
    const before = await findVisibleAvailability(tx, actor, id);
    if (!before) throw new AppError('NOT_FOUND', availabilityMessages.notFound);
    await lockUserRow(tx, before.userId);
    if (input.isActive && !before.isActive) await assertNoOverlap(tx, before);
    const after = await setAvailabilityActive(tx, id, input.isActive);
    await auditChange(tx, actor, { entity: 'availability', entityId: id, before, after });
    return after;
  });
  await scheduleChanged(events, actor.organizationId, after.userId);
  return after;
}
