import type { TZDate } from '@date-fns/tz';
import { useState, type DragEvent } from 'react';
import { isDraggingAppointment, readDrag } from '../lib/appointment-drag';
import { atTime } from '../lib/calendar-dates';
import { gridDropStart, halfHourAt } from '../lib/drop-time';
import type { DayLayout } from '../lib/time-grid-layout';
import { useGuardedMove } from '../lib/use-guarded-move';
import { AppointmentEntry } from './appointment-entry';
import { HourSlot } from './hour-slot';

type TimeGridColumnProps = {
  layout: DayLayout;
  hours: number[];
  column: number;
  cellLimit: number;
  nameLength: 15 | 20;
  blockCovered: boolean;
  /** The hour cells' width against each long appointment's lane. */
  mainShare: number;
  now: TZDate;
  /** '+N' opens that day; without it (day view) the hour shows all its entries. */
  onShowDay?: (day: TZDate) => void;
};

/** Where a drop lands (minutes since midnight), from the slots' own boxes (entries may cover them). */
function dropMinutesAt(event: DragEvent<HTMLElement>): number | undefined {
  const slots = event.currentTarget.querySelectorAll<HTMLElement>('[data-slot-hour]');
  for (const slot of slots) {
    const box = slot.getBoundingClientRect();
    if (event.clientY >= box.top && event.clientY < box.bottom)
      return halfHourAt(Number(slot.dataset.slotHour), event.clientY - box.top, box.height);
  }
  return undefined;
}

/** One day of the grid: its hour slots, short entries per hour and long ones spanning hours. */
export function TimeGridColumn(props: TimeGridColumnProps) {
  const { layout, hours, column, cellLimit, nameLength, blockCovered, mainShare, now, onShowDay } =
    props;
  const move = useGuardedMove();
  const [dropAt, setDropAt] = useState<number>();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const { day, byHour, spanning, lanes, covered } = layout;
  const row = (hour: number) => hours.indexOf(hour) + 1;

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!isDraggingAppointment(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropAt(dropMinutesAt(event));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const dragged = readDrag(event);
    const minutes = dropMinutesAt(event);
    setDropAt(undefined);
    if (!dragged || minutes === undefined) return;
    event.preventDefault();
    void move(dragged, gridDropStart(day, minutes));
  };
  const landingIn = (hour: number) =>
    dropAt !== undefined && Math.floor(dropAt / 60) === hour
      ? gridDropStart(day, dropAt)
      : undefined;

  return (
    <div
      className="grid border-l"
      style={{
        gridColumn: column,
        gridRow: `2 / span ${hours.length}`,
        gridTemplateRows: 'subgrid',
        // Long appointments get lanes of their own beside the hour cells' entries.
        gridTemplateColumns: lanes
          ? `repeat(${lanes}, minmax(0, 1fr)) minmax(0, ${mainShare}fr)`
          : 'minmax(0, 1fr)',
      }}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropAt(undefined);
      }}
      onDrop={onDrop}
    >
      {hours.map((hour) => (
        <HourSlot
          key={hour}
          start={atTime(day, hour)}
          row={row(hour)}
          busy={blockCovered && covered.has(hour)}
          landing={landingIn(hour)}
          now={now}
        />
      ))}
      {hours.map((hour) => {
        const items = byHour.get(hour);
        if (!items) return null;
        const limit = expanded.has(hour) ? items.length : cellLimit;
        const hidden = items.length - limit;
        return (
          <div
            key={hour}
            style={{ gridRow: row(hour), gridColumn: lanes + 1 }}
            className="pointer-events-none z-10 flex min-w-0 flex-col gap-0.5 p-0.5 [&>*]:pointer-events-auto"
          >
            {items.slice(0, limit).map((item) => (
              <AppointmentEntry
                key={item.appointment.id}
                item={item}
                nameLength={nameLength}
                variant="card"
              />
            ))}
            {hidden > 0 && (
              <button
                type="button"
                onClick={() =>
                  onShowDay ? onShowDay(day) : setExpanded((open) => new Set(open).add(hour))
                }
                className="self-start rounded px-1.5 text-xs font-medium text-primary hover:bg-primary/10"
              >
                +{hidden}
              </button>
            )}
          </div>
        );
      })}
      {spanning.map((item) => (
        <AppointmentEntry
          key={item.appointment.id}
          item={item}
          nameLength={nameLength}
          variant="block"
          className="z-10 p-0.5"
          style={{
            gridRow: `${row(item.firstHour)} / ${row(item.lastHour) + 1}`,
            gridColumn: item.lane < 0 ? '1 / -1' : item.lane + 1,
          }}
        />
      ))}
    </div>
  );
}
