import { LockIcon } from 'lucide-react';
import type { CSSProperties } from 'react';
import { blocksMessages } from '@core/messages.ts';
import { cn } from '@/lib/utils';
import { useAgenda } from '../lib/agenda-context';
import { startDrag } from '../lib/appointment-drag';
import { ownerOf, truncateName } from '../lib/appointment-display';
import { timeLabel } from '../lib/calendar-dates';
import type { Placed } from '../lib/time-grid-layout';

type BlockEntryProps = {
  item: Placed;
  nameLength: 15 | 20;
  variant: 'line' | 'card' | 'block';
  className?: string;
  style?: CSSProperties;
};

/** Grey diagonal stripes: a blocked time reads as 'taken', whatever the professional's colour. */
const HATCHED: CSSProperties = {
  backgroundImage:
    'repeating-linear-gradient(135deg, var(--muted) 0 6px, color-mix(in oklab, var(--muted-foreground) 18%, var(--muted)) 6px 12px)',
};

/**
 * A blocked time on the calendar: hatched grey with a lock and its title; opens its details, and
 * drags to another time as an appointment does (decision 077).
 */
export function BlockEntry({ item, nameLength, variant, className, style }: BlockEntryProps) {
  const { professionals, dialogs } = useAgenda();
  const { block, appointment, start, end } = item;
  if (!block) return null;
  const owner = ownerOf(appointment, professionals);
  const times = `${timeLabel(start)} – ${timeLabel(end)}`;
  const label = [blocksMessages.badge, block.title, times, owner?.name].filter(Boolean).join(', ');
  return (
    <div className={cn('@container relative min-w-0', className)} style={style}>
      <button
        type="button"
        draggable
        aria-label={label}
        title={label}
        data-block-id={block.id}
        onClick={(event) => {
          event.stopPropagation();
          dialogs.open({ kind: 'block-details', block });
        }}
        onDragStart={(event) => startDrag(event, block, 'block')}
        style={variant === 'line' ? undefined : HATCHED}
        className={cn(
          'flex w-full min-w-0 cursor-grab text-left text-xs leading-tight text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing',
          variant === 'line' && 'items-center gap-1.5 rounded px-1 py-0.5 hover:bg-accent',
          variant !== 'line' &&
            'rounded-md border border-l-4 border-muted-foreground/40 border-l-muted-foreground px-1.5 py-1',
          variant === 'card' && 'items-center gap-1.5',
          variant === 'block' && 'h-full flex-col gap-0.5 overflow-hidden',
        )}
      >
        <span className="flex min-w-0 items-center gap-1">
          <LockIcon aria-hidden="true" className="size-3 shrink-0 text-muted-foreground" />
          {variant === 'block' && (
            <span className="truncate font-medium tabular-nums">{times}</span>
          )}
        </span>
        <span className="truncate font-medium">{truncateName(block.title, nameLength)}</span>
        {variant === 'block' && owner && (
          <span className="truncate text-muted-foreground">{owner.name}</span>
        )}
      </button>
    </div>
  );
}
