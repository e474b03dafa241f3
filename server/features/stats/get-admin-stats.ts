import type { AdminStatsDto } from '@core/schemas/stats.ts';
import { addDays, weekdayOf, zonedDateTime, zonedInstant } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { findUserById } from '../users/users.repository.ts';
import { readOrganizationStats } from './stats.repository.ts';

const startOf = (date: string, timeZone: string) =>
  new Date(zonedInstant(date, 0, timeZone) ?? Date.parse(`${date}T00:00:00Z`));

/** The dashboard figures of the admin's organization, with day/week/month in the admin's zone (weeks start on Sunday). */
export async function getAdminStats(
  db: Db,
  { actor, now = Date.now() }: { actor: Actor; now?: number },
): Promise<AdminStatsDto> {
  const timezone = (await findUserById(db, actor.userId))?.timezone ?? 'America/Sao_Paulo';
  const today = zonedDateTime(now, timezone).date;
  const weekStart = addDays(today, -weekdayOf(today));
  const monthStart = `${today.slice(0, 8)}01`;
  const nextMonth = addDays(monthStart, 32).slice(0, 8) + '01';
  const { counts, people, top } = await readOrganizationStats(db, actor.organizationId, {
    dayStart: startOf(today, timezone),
    dayEnd: startOf(addDays(today, 1), timezone),
    weekStart: startOf(weekStart, timezone),
    weekEnd: startOf(addDays(weekStart, 7), timezone),
    monthStart: startOf(monthStart, timezone),
    monthEnd: startOf(nextMonth, timezone),
  });
  const bookedForWeek = counts.week + counts.weekCancelled;
  return {
    totalUsers: people.total,
    activeProfessionals: people.active,
    appointmentsToday: counts.today,
    totalAppointments: counts.total,
    weekAppointments: counts.week,
    monthAppointments: counts.month,
    dailyAverage: Math.round((counts.week / 7) * 10) / 10,
    mostActiveProfessional: top ? { id: top.id, name: top.name, count: Number(top.count) } : null,
    weekCancelled: counts.weekCancelled,
    // Nothing booked for the week: no rate at all, rather than a flattering 100%.
    weekKeptRate:
      bookedForWeek === 0 ? null : Math.round((counts.week / bookedForWeek) * 1000) / 10,
    timezone,
  };
}
