import type { TZDate } from '@date-fns/tz';
import { format, isSameDay } from 'date-fns';
import { use, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/utils';
import { useAgenda } from '../lib/agenda-context';
import { hourLabel, nowIn, weekdayShort } from '../lib/calendar-dates';
import { HolidaysContext } from '../lib/holidays-context';
import { gridHours, layoutDay, type Placed } from '../lib/time-grid-layout';
import { HolidayLabel } from './month-cell';
import { TimeGridColumn } from './time-grid-column';

type TimeGridProps = {
  days: TZDate[];
  placed: Placed[];
  /** First and last hour rows (widened when an appointment falls outside). */
  hours: readonly [number, number];
  /** Entries shown per hour cell before '+N'. */
  cellLimit: number;
  /** Each day's width, e.g. 'minmax(7rem, 250px)'. */
  columnWidth: string;
  /** A class of the days' grid (the week's sets its days' width by the room it has). */
  daysClassName?: string;
  nameLength: 15 | 20;
  /** Hours under a long appointment are shown occupied, not offered (one person's agenda). */
  blockCovered: boolean;
  onShowDay?: (day: TZDate) => void;
};

/** Days side by side, one row per hour: the week and day views. */
export function TimeGrid(props: TimeGridProps) {
  const { days, placed, hours, cellLimit, columnWidth, nameLength, blockCovered, onShowDay } =
    props;
  const { zone } = useAgenda();
  const layouts = days.map((day) => layoutDay(day, placed));
  const rows = gridHours(hours, layouts);
  const today = nowIn(zone);
  const holidays = use(HolidaysContext);
  const scroller = useRef<HTMLDivElement>(null);
  const todayHeader = useRef<HTMLDivElement>(null);
  const hoursHeader = useRef<HTMLDivElement>(null);
  const firstDay = days[0]?.getTime();

  // A week wider than the screen (phones) opens on today, beside the sticky hours, or on its
  // first day; the days' widths come from the room the grid has, never from what they hold.
  useLayoutEffect(() => {
    const header = todayHeader.current;
    const hoursWidth = hoursHeader.current?.offsetWidth ?? 0;
    if (scroller.current) scroller.current.scrollLeft = header ? header.offsetLeft - hoursWidth : 0;
  }, [firstDay]);

  return (
    <div
      ref={scroller}
      className="@container relative snap-x snap-mandatory scroll-pl-14 overflow-x-auto rounded-lg border"
    >
      <div
        className={cn('grid min-w-fit', props.daysClassName)}
        style={{
          gridTemplateColumns: `3.5rem repeat(${days.length}, ${columnWidth})`,
          gridTemplateRows: `auto repeat(${rows.length}, minmax(3.25rem, auto))`,
        }}
      >
        <div ref={hoursHeader} className="sticky left-0 z-20 border-b bg-card" />
        {days.map((day, index) => {
          const isToday = isSameDay(day, today);
          const holiday = holidays.get(format(day, 'yyyy-MM-dd'));
          return (
            <div
              key={day.getTime()}
              ref={isToday ? todayHeader : undefined}
              style={{ gridColumn: index + 2 }}
              className="flex snap-start flex-wrap items-center justify-center gap-x-1.5 border-b border-l px-2 py-2 text-center"
            >
              <span
                className={cn(
                  'text-xs font-medium uppercase text-muted-foreground',
                  isToday && 'text-primary',
                )}
              >
                {weekdayShort[day.getDay()]}
              </span>
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full text-base font-semibold tabular-nums',
                  isToday && 'bg-primary text-primary-foreground',
                )}
              >
                {format(day, 'd')}
              </span>
              {holiday && (
                <span className="basis-full">
                  <HolidayLabel day={holiday} />
                </span>
              )}
            </div>
          );
        })}
        {rows.map((hour, index) => (
          <div
            key={hour}
            style={{ gridRow: index + 2, gridColumn: 1 }}
            className="sticky left-0 z-20 border-b bg-card pt-1 pr-2 text-right text-xs text-muted-foreground tabular-nums"
          >
            {hourLabel(hour)}
          </div>
        ))}
        {layouts.map((layout, index) => (
          <TimeGridColumn
            key={layout.day.getTime()}
            layout={layout}
            hours={rows}
            column={index + 2}
            cellLimit={cellLimit}
            nameLength={nameLength}
            blockCovered={blockCovered}
            // One wide day leaves long appointments a narrower share than a week's columns do.
            mainShare={days.length === 1 ? 2 : 1.25}
            now={today}
            onShowDay={onShowDay}
          />
        ))}
      </div>
    </div>
  );
}
