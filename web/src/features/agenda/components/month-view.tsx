import type { TZDate } from '@date-fns/tz';
import { format, isSameDay, isSameMonth } from 'date-fns';
import { use } from 'react';
import { useAgenda } from '../lib/agenda-context';
import { nowIn, weekdayShort } from '../lib/calendar-dates';
import { HolidaysContext } from '../lib/holidays-context';
import { namedDayRuns } from '../lib/named-day-runs';
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
  const namedDays = use(HolidaysContext);
  // A phone's cell shows a bar, not the name: the month's names are written under the grid.
  const captions = namedDayRuns(
    days
      .filter((day) => isSameMonth(day, current))
      .flatMap((day) => {
        const named = namedDays.get(format(day, 'yyyy-MM-dd'));
        return named ? [{ day: day.getDate(), named }] : [];
      }),
  );
  return (
    <div className="grid gap-2">
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
      {captions.length > 0 && (
        <div className="grid gap-1 text-xs text-muted-foreground sm:hidden">
          {captions.map((caption) => (
            <p key={caption}>{caption}</p>
          ))}
        </div>
      )}
    </div>
  );
}
