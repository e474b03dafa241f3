import type { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useState, type DragEvent } from 'react';
import { cn } from '@/lib/utils';
import { useAgenda } from '../lib/agenda-context';
import { isDraggingAppointment, readDrag } from '../lib/appointment-drag';
import { hourLabel, inZone, longDate } from '../lib/calendar-dates';
import { monthDropStart } from '../lib/drop-time';
import type { NamedDay } from '../api/list-holidays';
import { namedDayNote, useNamedDay } from '../lib/holidays-context';
import { groupByHour, type Placed } from '../lib/time-grid-layout';
import { useGuardedMove } from '../lib/use-guarded-move';
import { AppointmentEntry } from './appointment-entry';

const MAX_GROUPS = 3;
const MAX_PER_GROUP = 4;

type MonthCellProps = {
  day: TZDate;
  items: Placed[];
  isToday: boolean;
  outside: boolean;
  onPick: () => void;
  onShowDay: () => void;
};

function MoreButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      className="rounded px-1 text-left text-xs font-medium text-primary hover:bg-primary/10"
    >
      +{count} mais
    </button>
  );
}

/**
 * The holiday's or day off's name under the day's number (the public agenda is closed that day,
 * by default for a holiday).
 */
export function HolidayLabel({ day: { name, dayOff } }: { day: NamedDay }) {
  return (
    <p
      title={dayOff ? `Sem atendimento: ${name}` : `Feriado: ${name}`}
      className="mt-0.5 truncate rounded bg-amber-100 px-1 text-[0.7rem] leading-4 font-medium text-amber-900 max-sm:h-1.5 dark:bg-amber-400/15 dark:text-amber-200 max-sm:dark:bg-amber-400/60"
    >
      {/* A phone's cell is too narrow for a name: a bar there, the name in the day's label. */}
      <span className="max-sm:sr-only">{name}</span>
    </p>
  );
}

/** A day of the month: number, count badge, up to 3 hour groups of up to 4 entries (SPEC §9). */
export function MonthCell({ day, items, isToday, outside, onPick, onShowDay }: MonthCellProps) {
  const { zone } = useAgenda();
  const move = useGuardedMove();
  const [dropping, setDropping] = useState(false);
  const holiday = useNamedDay(day);
  const groups = groupByHour(items);
  const hiddenInGroups = groups
    .slice(MAX_GROUPS)
    .reduce((sum, group) => sum + group.items.length, 0);

  // Dropped on another day: same wall-clock time, minutes included, new date.
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const dragged = readDrag(event);
    setDropping(false);
    if (!dragged) return;
    event.preventDefault();
    void move(dragged, monthDropStart(day, inZone(dragged.startTime, zone)));
  };

  return (
    <div
      onClick={onPick}
      onDragOver={(event) => {
        if (!isDraggingAppointment(event)) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
      className={cn(
        'group min-h-20 min-w-0 cursor-pointer border-r border-b p-1 transition-colors hover:bg-accent/40 sm:min-h-24',
        outside && 'bg-muted/30 text-muted-foreground',
        holiday && !outside && 'bg-amber-50/60 dark:bg-amber-400/5',
        dropping && 'bg-primary/15',
      )}
    >
      <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          aria-label={`Novo agendamento ${longDate(day)}${holiday ? `, ${namedDayNote(holiday)}` : ''}`}
          onClick={(event) => {
            event.stopPropagation();
            onPick();
          }}
          className={cn(
            'flex size-7 items-center justify-center rounded-full text-sm tabular-nums hover:bg-accent',
            isToday && 'bg-primary font-semibold text-primary-foreground hover:bg-primary-hover',
          )}
        >
          {format(day, 'd')}
        </button>
        {items.length > 0 && (
          <span
            className="rounded-full bg-primary/12 px-1.5 text-xs font-semibold text-primary tabular-nums"
            title={`${items.length} agendamento(s)`}
          >
            {items.length}
          </span>
        )}
      </div>
      {holiday && <HolidayLabel day={holiday} />}
      <div className="mt-1 grid gap-1 max-sm:hidden">
        {groups.slice(0, MAX_GROUPS).map((group) => (
          <div key={group.hour} className="grid min-w-0">
            <span className="px-1 text-[0.65rem] font-medium text-muted-foreground">
              {hourLabel(group.hour)}
            </span>
            {group.items.slice(0, MAX_PER_GROUP).map((item) => (
              <AppointmentEntry
                key={item.appointment.id}
                item={item}
                nameLength={15}
                variant="line"
              />
            ))}
            {group.items.length > MAX_PER_GROUP && (
              <MoreButton count={group.items.length - MAX_PER_GROUP} onClick={onShowDay} />
            )}
          </div>
        ))}
        {hiddenInGroups > 0 && <MoreButton count={hiddenInGroups} onClick={onShowDay} />}
      </div>
    </div>
  );
}
