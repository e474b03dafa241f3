import type { TZDate } from '@date-fns/tz';
import { isSameDay } from 'date-fns';
import { PlusIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useAgenda } from '../lib/agenda-context';
import { longDate, timeLabel } from '../lib/calendar-dates';

type HourSlotProps = { start: TZDate; row: number; busy: boolean; dropping: boolean; now: TZDate };

/**
 * The background of one hour of one day: a button that books it, or an occupied block when a
 * long appointment covers it (SPEC §2). Also shows where a dragged appointment would land.
 */
export function HourSlot({ start, row, busy, dropping, now }: HourSlotProps) {
  const { dialogs } = useAgenda();
  const showsNow = isSameDay(start, now) && now.getHours() === start.getHours();
  const place = { gridRow: row, gridColumn: '1 / -1' };
  const className = cn(
    'relative border-b transition-colors',
    dropping && 'bg-primary/15 ring-2 ring-primary/50 ring-inset',
  );
  const nowLine = showsNow && (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 z-20 h-0.5 bg-red-500 before:absolute before:-top-1 before:-left-1 before:size-2.5 before:rounded-full before:bg-red-500"
      style={{ top: `${(now.getMinutes() / 60) * 100}%` }}
    />
  );

  if (busy) {
    return (
      <div
        data-slot-hour={start.getHours()}
        style={place}
        title="Horário ocupado"
        className={cn(
          className,
          'bg-[repeating-linear-gradient(135deg,transparent_0_6px,var(--muted)_6px_12px)]',
        )}
      >
        <span className="sr-only">Ocupado às {timeLabel(start)}</span>
        {nowLine}
      </div>
    );
  }
  return (
    <button
      type="button"
      data-slot-hour={start.getHours()}
      style={place}
      aria-label={`Novo agendamento ${longDate(start)} às ${timeLabel(start)}`}
      onClick={() => dialogs.open({ kind: 'create', start })}
      className={cn(
        className,
        'group flex items-start justify-end p-1 outline-none hover:bg-accent/50 focus-visible:bg-accent',
      )}
    >
      <PlusIcon
        aria-hidden="true"
        className="size-3.5 text-muted-foreground opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
      />
      {nowLine}
    </button>
  );
}
