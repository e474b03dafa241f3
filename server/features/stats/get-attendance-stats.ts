import type { AttendanceStatsDto } from '@core/schemas/stats.ts';
import {
  addDays,
  weekdayOf,
  zonedDateTime,
  zonedDayStart as startOf,
} from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { findUserById } from '../users/users.repository.ts';
import { readAttendanceCounts } from './attendance.repository.ts';

/** A share in percent with one decimal, or null when it would count nothing. */
const rate = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/** The period's days [first, next) in the admin's zone: this week (from Sunday) or this month. */
function periodDays(period: 'week' | 'month', today: string) {
  if (period === 'week') {
    const first = addDays(today, -weekdayOf(today));
    return { first, next: addDays(first, 7) };
  }
  const first = `${today.slice(0, 8)}01`;
  return { first, next: `${addDays(first, 32).slice(0, 8)}01` };
}

/**
 * Decision 083: each professional's real confirmation rate (confirmed of booked) and no-show
 * rate (Faltou of those marked) for this week or month, in the admin's zone.
 */
export async function getAttendanceStats(
  db: Db,
  { actor, period, now = Date.now() }: { actor: Actor; period: 'week' | 'month'; now?: number },
): Promise<AttendanceStatsDto> {
  const timezone = (await findUserById(db, actor.userId))?.timezone ?? 'America/Sao_Paulo';
  const { first, next } = periodDays(period, zonedDateTime(now, timezone).date);
  const rows = await readAttendanceCounts(
    db,
    actor.organizationId,
    startOf(first, timezone),
    startOf(next, timezone),
  );
  return {
    period,
    from: first,
    to: addDays(next, -1),
    professionals: rows.map((row) => ({
      ...row,
      confirmationRate: rate(row.confirmed, row.booked),
      noShowRate: rate(row.noShow, row.attended + row.noShow),
    })),
  };
}
