import { zonedDateTime } from '../../../core/scheduling/local-date.ts';
import type { BusyInterval } from '../../../core/scheduling/slots.ts';
import type { Db } from '../../db/client.ts';
import { instantsAround } from '../booking/schedule-snapshot.ts';
import type { GoogleBusyTimes } from '../google/google-busy-times.ts';
import { findBookableUser } from '../users/users.repository.ts';
import { suggestionRange } from './capacity.ts';

/**
 * Fresh Google busy times around a wanted instant (its day and the suggestions' range), for a
 * booking decision. Empty when Google is off, not connected, failing or slow.
 */
export async function googleBusyAround(
  db: Db,
  googleBusy: GoogleBusyTimes | undefined,
  professionalId: string,
  wanted: Date,
): Promise<BusyInterval[]> {
  if (!googleBusy || Number.isNaN(wanted.getTime())) return [];
  const professional = await findBookableUser(db, professionalId);
  if (!professional?.calendarSync) return [];
  const { timezone } = professional;
  const range = suggestionRange(zonedDateTime(wanted.getTime(), timezone).date);
  const { start, end } = instantsAround(range.from, range.to, timezone);
  return googleBusy.fresh(professional, { start: start.getTime(), end: end.getTime() });
}
