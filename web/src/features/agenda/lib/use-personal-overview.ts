import { addDays, startOfDay, startOfWeek } from 'date-fns';
import { useAppointments } from '../api/list-appointments';
import { nowIn } from './calendar-dates';
import { placeAll, type Placed } from './time-grid-layout';

const UPCOMING_DAYS = 30;

/**
 * One read, from the start of this week to 30 days ahead, feeding 'Próximos Agendamentos' and the
 * counts of today, this week and the next 30 days. Day-aligned, so the range stays put.
 */
export function usePersonalOverview(zone: string) {
  const now = nowIn(zone);
  const today = startOfDay(now);
  const weekStart = startOfWeek(today, { weekStartsOn: 0 });
  const horizon = addDays(now, UPCOMING_DAYS);
  const appointments = useAppointments(
    { from: weekStart, to: addDays(today, UPCOMING_DAYS + 1) },
    'personal',
  );
  const placed = placeAll(appointments.data ?? [], zone);
  const between = (from: Date, to: Date) => (item: Placed) => item.start >= from && item.start < to;
  const upcoming = placed.filter((item) => item.end > now && item.start < horizon);
  return {
    query: appointments,
    upcoming,
    counts: {
      today: placed.filter(between(today, addDays(today, 1))).length,
      week: placed.filter(between(weekStart, addDays(weekStart, 7))).length,
      next30: upcoming.length,
    },
  };
}
