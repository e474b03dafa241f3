import type { TZDate } from '@date-fns/tz';
import { isSameDay, isSameMonth } from 'date-fns';
import { useAgenda } from '../lib/agenda-context';
import { nowIn, weekdayShort } from '../lib/calendar-dates';
import { onDay, type Placed } from '../lib/time-grid-layout';
import { MonthCell } from './month-cell';

type MonthViewProps = {
  days: TZDate[];
  current: TZDate;
  placed: Placed[];
  /** A day was clicked: make it current and open the new-appointment dialog. */
  onPickDay: (day: TZDate) => void;
  onShowDay: (day: TZDate) => void;
};

/** Whole weeks of the month, Sunday first, with each day's appointments grouped by hour. */
export function MonthView({ days, current, placed, onPickDay, onShowDay }: MonthViewProps) {
  const { zone } = useAgenda();
  const today = nowIn(zone);
  return (
    <div className="overflow-hidden rounded-lg border">
      <div className="grid grid-cols-7 border-b bg-muted/40" aria-hidden="true">
        {weekdayShort.map((weekday) => (
          <div
            key={weekday}
            className="py-2 text-center text-xs font-medium text-muted-foreground uppercase"
          >
            {weekday}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7 [&>*:nth-child(7n)]:border-r-0">
        {days.map((day) => (
          <MonthCell
            key={day.getTime()}
            day={day}
            items={onDay(placed, day)}
            isToday={isSameDay(day, today)}
            outside={!isSameMonth(day, current)}
            onPick={() => onPickDay(day)}
            onShowDay={() => onShowDay(day)}
          />
        ))}
      </div>
    </div>
  );
}
