import { CalendarX2Icon } from 'lucide-react';
import { useState, type CSSProperties, type MouseEvent } from 'react';
import { calendarMessages, pixMessages } from '@core/messages.ts';
import { cn } from '@/lib/utils';
import { useAgenda } from '../lib/agenda-context';
import { useCalendarConflict } from '../lib/calendar-conflicts-context';
import { startDrag } from '../lib/appointment-drag';
import { appointmentColor, entryStyle, ownerOf, truncateName } from '../lib/appointment-display';
import { timeLabel } from '../lib/calendar-dates';
import type { Placed } from '../lib/time-grid-layout';
import { AppointmentColorMenu } from './appointment-color-menu';
import { PaymentMark } from './payment-mark';
import { AppointmentStatusIcon, displayedStatusLabel } from '@/components/appointment-status-mark';
import { displayedStatus } from '@core/schemas/appointment-status.ts';
import { BlockEntry } from './block-entry';
import { ProfessionalChip } from './professional-chip';

type AppointmentEntryProps = {
  item: Placed;
  nameLength: 15 | 20;
  /** 'line' for month cells, 'card' in an hour cell, 'block' spanning hours. */
  variant: 'line' | 'card' | 'block';
  className?: string;
  style?: CSSProperties;
};

/**
 * One appointment on the calendar: opens its details on click, drags to another time and, on the
 * personal agenda, offers its colours on right-click. On the shared agenda it is drawn in its
 * professional's colour and names them: initials on short entries, the name where there is room.
 */
export function AppointmentEntry(props: AppointmentEntryProps) {
  // A blocked time has its own look and dialog (decision 071).
  return props.item.block ? <BlockEntry {...props} /> : <ClientEntry {...props} />;
}

function ClientEntry({ item, nameLength, variant, className, style }: AppointmentEntryProps) {
  const { scope, professionals, dialogs } = useAgenda();
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const { appointment, start, end } = item;
  const color = appointmentColor(appointment, professionals);
  const owner = ownerOf(appointment, professionals);
  const times = `${timeLabel(start)} – ${timeLabel(end)}`;
  const calendarConflict = useCalendarConflict(appointment.id);
  const status = displayedStatus(appointment);
  const label = [
    times,
    appointment.clientName,
    owner?.name,
    calendarConflict && calendarMessages.conflict,
    appointment.paymentStatus && `Pix: ${pixMessages[appointment.paymentStatus]}`,
    // 'Agendado' is how every booking starts: named (and marked) only once it has moved on, or
    // when it starts within 24 hours still unconfirmed ('Aguardando confirmação').
    status !== 'scheduled' && displayedStatusLabel(status),
  ]
    .filter(Boolean)
    .join(', ');
  const name = truncateName(appointment.clientName, nameLength);

  const openColors = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    setMenuAt({ x: event.clientX - box.left, y: event.clientY - box.top });
  };

  return (
    <div className={cn('@container relative min-w-0', className)} style={style}>
      <button
        type="button"
        draggable
        aria-label={label}
        title={label}
        data-appointment-id={appointment.id}
        data-color={color}
        onClick={(event) => {
          event.stopPropagation();
          dialogs.open({ kind: 'details', appointment, calendarConflict });
        }}
        onDragStart={(event) => startDrag(event, appointment)}
        onContextMenu={scope === 'personal' ? openColors : undefined}
        style={variant === 'line' ? undefined : entryStyle(color)}
        className={cn(
          'flex w-full min-w-0 cursor-grab text-left text-xs leading-tight transition-shadow outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing',
          variant === 'line' && 'items-center gap-1.5 rounded px-1 py-0.5 hover:bg-accent',
          variant !== 'line' && 'rounded-md border-l-4 px-1.5 py-1 shadow-xs hover:shadow-md',
          // Unconfirmed and close: a dashed outline beside the icon and the label's words.
          status === 'awaiting' && 'outline-1 -outline-offset-1 outline-warning outline-dashed',
          variant === 'card' && 'items-baseline gap-1.5',
          variant === 'block' && 'h-full flex-col gap-0.5 overflow-hidden',
        )}
      >
        {variant === 'line' && !owner && (
          <span
            aria-hidden="true"
            className="size-2 shrink-0 rounded-full"
            style={{ backgroundColor: color }}
          />
        )}
        {variant !== 'block' && owner && <ProfessionalChip name={owner.name} color={color} />}
        {variant === 'block' ? (
          <span className="truncate font-medium tabular-nums">
            {timeLabel(start)}
            <span className="hidden @[6.5rem]:inline"> – {timeLabel(end)}</span>
          </span>
        ) : (
          // In a narrow cell the row already tells the hour; ':30' starts still show theirs. Beside
          // a professional's initials the client's name needs the room longer.
          <span
            className={cn(
              'shrink-0 text-muted-foreground tabular-nums',
              variant === 'card' &&
                (start.getMinutes() !== 0
                  ? 'hidden @[6rem]:inline'
                  : owner
                    ? 'hidden @[11rem]:inline'
                    : 'hidden @[8rem]:inline'),
              variant === 'line' && start.getMinutes() === 0 && 'hidden',
            )}
          >
            {timeLabel(start)}
          </span>
        )}
        {calendarConflict && (
          <CalendarX2Icon
            aria-hidden="true"
            data-calendar-conflict=""
            className={cn(
              'size-3.5 shrink-0 text-warning',
              variant === 'block' ? 'absolute top-1 right-1' : 'self-center',
            )}
          />
        )}
        {appointment.paymentStatus && (
          <PaymentMark
            status={appointment.paymentStatus}
            className={
              variant === 'block'
                ? cn('absolute top-1', calendarConflict ? 'right-5' : 'right-1')
                : 'self-center'
            }
          />
        )}
        {status !== 'scheduled' && (
          <AppointmentStatusIcon
            status={status}
            className={variant === 'block' ? 'absolute bottom-1 right-1' : 'self-center'}
          />
        )}
        <span className="truncate font-medium">{name}</span>
        {variant === 'card' && owner && (
          <span className="hidden min-w-0 truncate text-muted-foreground @[16rem]:inline">
            {owner.name}
          </span>
        )}
        {variant === 'block' && (owner || appointment.productName) && (
          <span className="truncate text-muted-foreground">
            {owner?.name ?? appointment.productName}
          </span>
        )}
      </button>
      {menuAt && (
        <AppointmentColorMenu
          appointment={appointment}
          at={menuAt}
          onClose={() => setMenuAt(null)}
        />
      )}
    </div>
  );
}
