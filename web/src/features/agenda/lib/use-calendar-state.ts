import type { TZDate } from '@date-fns/tz';
import { useCallback, useMemo, useState } from 'react';
import { nowIn, shiftDate, viewRange, type CalendarView } from './calendar-dates';

/** The view and the date a calendar shows, with its navigation. */
export function useCalendarState(zone: string, initialView: CalendarView) {
  const [view, setView] = useState<CalendarView>(initialView);
  const [date, setDate] = useState<TZDate>(() => nowIn(zone));
  const range = useMemo(() => viewRange(view, date), [view, date]);

  const goToday = useCallback(() => setDate(nowIn(zone)), [zone]);
  const shift = useCallback(
    (step: 1 | -1) => setDate((current) => shiftDate(view, current, step)),
    [view],
  );
  const showDay = useCallback((day: TZDate) => {
    setDate(day);
    setView('day');
  }, []);

  return { view, setView, date, setDate, range, goToday, shift, showDay };
}

export type CalendarState = ReturnType<typeof useCalendarState>;
