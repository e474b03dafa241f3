import { zonedDateTime } from '@core/scheduling/local-date.ts';
import type { BusyInterval } from '@core/scheduling/slots.ts';
import type { Db } from '../../db/client.ts';
import { findBookableUser } from '../users/users.repository.ts';
import { type BusySource, freshBusyOf } from './busy-source.ts';
import { suggestionRange } from './capacity.ts';
import { instantsAround } from './schedule-snapshot.ts';

/**
 * Fresh busy times of the professional's other calendars around a wanted instant (its day and
 * the suggestions' range), for a booking decision. Empty when no calendar is connected, or one is
 * failing or slow.
 */
export async function externalBusyAround(
  db: Db,
  sources: readonly BusySource[],
  professionalId: string,
  wanted: Date,
): Promise<BusyInterval[]> {
  const live = sources.filter((source) => source.configured());
  if (live.length === 0 || Number.isNaN(wanted.getTime())) return [];
  const professional = await findBookableUser(db, professionalId);
  if (!professional?.calendarSync) return [];
  const { timezone } = professional;
  const range = suggestionRange(zonedDateTime(wanted.getTime(), timezone).date);
  const { start, end } = instantsAround(range.from, range.to, timezone);
  return freshBusyOf(live, professional, { start: start.getTime(), end: end.getTime() });
}
