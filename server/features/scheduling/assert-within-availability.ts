import { AppError } from '@core/app-error.ts';
import { apiMessages } from '@core/messages-api.ts';
import { overrideDays } from '@core/scheduling/date-overrides.ts';
import { zonedDateTime } from '@core/scheduling/local-date.ts';
import { type ScheduleWarning, scheduleWarnings } from '@core/scheduling/schedule-warnings.ts';
import type { WeeklyWindow } from '@core/scheduling/slots.ts';
import type { Db } from '../../db/client.ts';
import { listUserAvailability } from '../availability/availability.repository.ts';
import { listOverridesOf } from '../date-overrides/date-overrides.repository.ts';
import { suggestSlots } from './capacity.ts';
import type { ScheduleSnapshot } from './schedule-snapshot.ts';

/** REST API and MCP callers: a past or out-of-hours start is refused unless they allow it. */
export interface AvailabilityGuard {
  allowOutside: boolean;
}

/**
 * For the REST API and MCP (decision 031): refuses with 422 OUTSIDE_AVAILABILITY and the nearest
 * free slots a start already past or outside the professional's active weekly windows or their
 * date's override (a day off, different hours: decision 069) (the
 * agenda's own guard rails, decision 025), unless the guard allows it. Returns what was unusual,
 * for the audit row. Call inside the transaction, after the professional's row is locked.
 */
export async function assertWithinAvailability(
  tx: Db,
  professional: ScheduleSnapshot['professional'],
  slot: {
    start: Date;
    end: Date;
    now: number;
    exceptId?: string;
    guard: AvailabilityGuard;
    /** The weekly hours, when the caller has read them already. */
    windows?: WeeklyWindow[];
  },
): Promise<ScheduleWarning[]> {
  const { start, end, now } = slot;
  const windows = slot.windows ?? (await listUserAvailability(tx, professional.id));
  const timeZone = professional.timezone;
  // Days off and different hours of the start's date count as the hours (decision 069).
  const date = zonedDateTime(start.getTime(), timeZone).date;
  const dated = await listOverridesOf(tx, professional, date, date);
  const overrides = dated.length ? overrideDays(dated, windows, date, date) : undefined;
  const warnings = scheduleWarnings({ start, end, now, windows, timeZone, overrides });
  if (warnings.length === 0 || slot.guard.allowOutside) return warnings;
  // A past start gets the free slots nearest to now, not to a day long gone.
  const suggestions = await suggestSlots(
    tx,
    professional,
    new Date(Math.max(start.getTime(), now)),
    {
      now,
      bookedMinutes: (end.getTime() - start.getTime()) / 60_000,
      exceptAppointmentId: slot.exceptId,
    },
  );
  const message = apiMessages.outsideAvailability(
    warnings.includes('past'),
    warnings.includes('outside-hours'),
  );
  throw new AppError('OUTSIDE_AVAILABILITY', message, { startTime: message }, { suggestions });
}

/** What the audit row keeps of an allowed past or out-of-hours start (nothing without a guard). */
export function auditedGuard(guard: AvailabilityGuard | undefined, warnings: ScheduleWarning[]) {
  return guard?.allowOutside
    ? { allowOutsideAvailability: true, outsideAvailability: warnings }
    : {};
}
