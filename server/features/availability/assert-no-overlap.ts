import { AppError } from '@core/app-error.ts';
import { availabilityMessages } from '@core/messages.ts';
import { type TimeWindow, windowsOverlap } from '@core/time-of-day.ts';
import { weekdayName } from '@core/weekdays.ts';
import type { Db } from '../../db/client.ts';
import { listActiveDayWindows } from './availability.repository.ts';

interface DayWindow extends TimeWindow {
  id?: string;
  userId: string;
  dayOfWeek: number;
}

/**
 * Refuses (409) a window that shares a minute with another active window of the same professional
 * on the same weekday. Call it inside a transaction holding the professional's row lock.
 */
export async function assertNoOverlap(db: Db, window: DayWindow): Promise<void> {
  const others = await listActiveDayWindows(db, window.userId, window.dayOfWeek);
  const clash = others.find((other) => other.id !== window.id && windowsOverlap(other, window));
  if (!clash) return;
  throw new AppError(
    'CONFLICT',
    availabilityMessages.overlap(weekdayName(window.dayOfWeek), clash.startTime, clash.endTime),
    undefined,
    { conflictingId: clash.id },
  );
}
