import { CalendarClockIcon, CircleCheckIcon, UserCheckIcon, UserXIcon } from 'lucide-react';
import {
  APPOINTMENT_STATUS_LABELS,
  type AppointmentStatus,
} from '@core/schemas/appointment-status.ts';
import { cn } from '@/lib/utils';

/** Each status's icon and colour (decision 083): the icon and the words tell it, not the colour. */
const LOOKS: Record<AppointmentStatus, { icon: typeof CircleCheckIcon; tone: string }> = {
  scheduled: { icon: CalendarClockIcon, tone: 'text-muted-foreground' },
  confirmed: { icon: CircleCheckIcon, tone: 'text-primary' },
  attended: { icon: UserCheckIcon, tone: 'text-success' },
  no_show: { icon: UserXIcon, tone: 'text-destructive' },
};

/** The status's icon alone, for a small calendar entry whose label already says the status. */
export function AppointmentStatusIcon({
  status,
  className,
}: {
  status: AppointmentStatus;
  className?: string;
}) {
  const { icon: Icon, tone } = LOOKS[status];
  return (
    <Icon
      aria-hidden="true"
      data-status={status}
      className={cn('size-3.5 shrink-0', tone, className)}
    />
  );
}

/** The status as an icon and its word ('Confirmado', 'Faltou'), for lists and the details. */
export function AppointmentStatusMark({
  status,
  className,
}: {
  status: AppointmentStatus;
  className?: string;
}) {
  const { icon: Icon, tone } = LOOKS[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        status === 'no_show' && 'border-destructive/50',
        status === 'attended' && 'border-success/50',
        status === 'confirmed' && 'border-primary/40',
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-3.5', tone)} />
      {APPOINTMENT_STATUS_LABELS[status]}
    </span>
  );
}
