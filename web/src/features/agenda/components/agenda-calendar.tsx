import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { useAgenda } from '../lib/agenda-context';
import { atTime, shortDate, viewDays } from '../lib/calendar-dates';
import { useAppointments } from '../api/list-appointments';
import { useBlocks } from '../api/blocks';
import { withBlocks } from '../lib/block-placement';
import { CalendarConflictsContext } from '../lib/calendar-conflicts-context';
import { useHolidays } from '../api/list-holidays';
import { HolidaysContext } from '../lib/holidays-context';
import { placeAll } from '../lib/time-grid-layout';
import type { CalendarState } from '../lib/use-calendar-state';
import { CalendarToolbar } from './calendar-toolbar';
import { MarkDayButton } from './mark-day-button';
import { MonthView } from './month-view';
import { TimeGrid } from './time-grid';

/**
 * SPEC §9: the week shows 08:00–19:00, 8 entries per hour, columns of (up to) 250 px and names cut
 * at 15 characters; the day 6 entries per hour and names cut at 20. Where seven days do not fit,
 * whole days fill the width (`.week-days` in index.css).
 */
const weekGrid = {
  hours: [8, 19],
  cellLimit: 8,
  columnWidth: 'var(--week-day)',
  daysClassName: 'week-days',
  nameLength: 15,
} as const;
const dayGrid = { cellLimit: 6, columnWidth: 'minmax(0, 1fr)', nameLength: 20 } as const;

type AgendaCalendarProps = {
  calendar: CalendarState;
  /** Only this professional's appointments (admin filter). */
  userId?: string;
  /** Hour rows of the day view: 07–19 on the admin dashboard, 07–18 on Minha Agenda (SPEC §9). */
  dayHours: readonly [number, number];
  actions?: ReactNode;
  /** Shown under the toolbar (the shared agenda's colour legend). */
  legend?: ReactNode;
};

/** Month, week and day views of the appointments in the range shown, and nothing more. */
export function AgendaCalendar({
  calendar,
  userId,
  dayHours,
  actions,
  legend,
}: AgendaCalendarProps) {
  const { scope, zone, dialogs, useConflictIds } = useAgenda();
  const { view, date, setDate, range, showDay } = calendar;
  const appointments = useAppointments({ ...range, userId }, scope);
  const blocks = useBlocks({ ...range, userId }, scope);
  // Blocked times ('Bloqueio') are drawn among the appointments, each in its own look.
  const placed = withBlocks(placeAll(appointments.data ?? [], zone), blocks.data ?? [], zone);
  const shown = (appointments.data ?? []).map((a) => `${a.id}@${a.startTime}`).join(',');
  const calendarConflicts = useConflictIds({ ...range, userId }, shown);
  const days = viewDays(view, date);
  // The shared agenda filtered on one professional shows their own days off too (decision 069).
  const holidays = useHolidays(
    format(days[0]!, 'yyyy-MM-dd'),
    format(days.at(-1)!, 'yyyy-MM-dd'),
    userId,
  );
  // A long appointment fills its hours only on one person's agenda; the team may have others free.
  const grid = { days, placed, blockCovered: scope === 'personal' || userId !== undefined };

  return (
    <CalendarConflictsContext value={calendarConflicts}>
      <HolidaysContext value={holidays}>
        <div className="grid grid-cols-1 gap-4" aria-busy={appointments.isFetching}>
          <CalendarToolbar calendar={calendar} actions={actions} />
          {legend}
          {appointments.isError && (
            <p role="alert" className="text-sm text-destructive">
              Não foi possível carregar os agendamentos.
            </p>
          )}
          {view === 'month' && (
            <MonthView
              days={days}
              current={date}
              placed={placed}
              onPickDay={(day) => {
                setDate(day);
                dialogs.open({ kind: 'create', start: atTime(day, 9) });
              }}
              onShowDay={showDay}
            />
          )}
          {view === 'week' && (
            <section aria-label="Visualização Semanal" className="grid grid-cols-1 gap-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <h3 className="font-semibold">Visualização Semanal</h3>
                <p className="text-muted-foreground">Semana de {shortDate(days[0]!)}</p>
              </div>
              <TimeGrid {...grid} {...weekGrid} onShowDay={showDay} />
            </section>
          )}
          {view === 'day' && (scope === 'personal' || userId) && (
            <div className="flex justify-end">
              <MarkDayButton day={date} userId={userId} appointments={appointments.data ?? []} />
            </div>
          )}
          {view === 'day' && <TimeGrid {...grid} {...dayGrid} hours={dayHours} />}
        </div>
      </HolidaysContext>
    </CalendarConflictsContext>
  );
}
