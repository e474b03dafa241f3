import { AppError } from '@core/app-error.ts';
import { availabilityMessages } from '@core/messages.ts';
import type { CopyDayAvailabilityInput } from '@core/schemas/availability.ts';
import { weekdayName } from '@core/weekdays.ts';
import type { Db } from '../../db/client.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { resolveTargetUserId } from '../users/resolve-target-user.ts';
import { lockUserRow } from '../users/users.repository.ts';
import {
  deleteDaysAvailability,
  insertAvailability,
  listUserAvailability,
} from './availability.repository.ts';

export interface CopyDayAvailabilityOptions {
  actor: Actor;
  input: CopyDayAvailabilityInput;
  events: EventBus;
}

/**
 * Gives other weekdays the windows of one weekday (active or not), replacing what those days had,
 * all at once; returns the whole week. Booked appointments are kept.
 */
export async function copyDayAvailability(
  db: Db,
  { actor, input, events }: CopyDayAvailabilityOptions,
) {
  const userId = await resolveTargetUserId(db, actor, input.userId);
  const week = await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const source = (await listUserAvailability(tx, userId)).filter(
      (window) => window.dayOfWeek === input.fromDay,
    );
    if (!source.length) {
      const message = availabilityMessages.copyFromEmptyDay(weekdayName(input.fromDay));
      throw new AppError('VALIDATION', message, { fromDay: message });
    }
    const removed = await deleteDaysAvailability(tx, userId, input.toDays);
    for (const before of removed) {
      await auditChange(tx, actor, { entity: 'availability', entityId: before.id, before });
    }
    for (const dayOfWeek of input.toDays) {
      for (const { id: _id, ...window } of source) {
        const after = await insertAvailability(tx, {
          ...window,
          dayOfWeek,
          organizationId: actor.organizationId,
        });
        await auditChange(tx, actor, { entity: 'availability', entityId: after.id, after });
      }
    }
    return listUserAvailability(tx, userId);
  });
  await scheduleChanged(events, actor.organizationId, userId);
  return week;
}
