import type { TZDate } from '@date-fns/tz';
import { isSameDay } from 'date-fns';
import { PlusIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useAgenda } from '../lib/agenda-context';
import { longDate, timeLabel } from '../lib/calendar-dates';

type HourSlotProps = {
  start: TZDate;
  row: number;
  busy: boolean;
  /** Where a dragged appointment would start if dropped now, when in this hour. */
  landing?: TZDate;
  now: TZDate;
};

/** The half hour a dragged appointment would land on, with its time, over the entries there. */
function LandingMark({ at }: { at: TZDate }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute inset-x-0 z-15 h-1/2 bg-primary/15 ring-2 ring-primary/60 ring-inset',
        at.getMinutes() < 30 ? 'top-0' : 'bottom-0',
      )}
    >
      <span className="absolute top-0.5 right-1 rounded bg-primary px-1 text-[0.7rem] leading-4 font-semibold text-primary-foreground tabular-nums">
        {timeLabel(at)}
      </span>
    </span>
  );
}

/**
 * The background of one hour of one day: a button that books it, or an occupied block when a
 * long appointment covers it (SPEC §2). Also shows the half hour a dragged appointment would
 * land on.
 */
export function HourSlot({ start, row, busy, landing, now }: HourSlotProps) {
  const { dialogs } = useAgenda();
  const showsNow = isSameDay(start, now) && now.getHours() === start.getHours();
  const place = { gridRow: row, gridColumn: '1 / -1' };
  const className = 'relative border-b transition-colors';
  const landingMark = landing && <LandingMark at={landing} />;
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
        {landingMark}
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
      {landingMark}
    </button>
  );
}
