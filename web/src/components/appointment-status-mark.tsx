import {
  CalendarClockIcon,
  CircleCheckIcon,
  ClockAlertIcon,
  UserCheckIcon,
  UserXIcon,
} from 'lucide-react';
import {
  APPOINTMENT_STATUS_LABELS,
  AWAITING_CONFIRMATION_LABEL,
  type DisplayedStatus,
} from '@core/schemas/appointment-status.ts';
import { cn } from '@/lib/utils';

/**
 * Each status's icon, colour and word (decision 083): the icon and the words tell it, not the
 * colour. 'awaiting' is an appointment still 'Agendado' that starts within 24 hours.
 */
const LOOKS: Record<
  DisplayedStatus,
  { icon: typeof CircleCheckIcon; tone: string; border?: string; label: string }
> = {
  scheduled: {
    icon: CalendarClockIcon,
    tone: 'text-muted-foreground',
    label: APPOINTMENT_STATUS_LABELS.scheduled,
  },
  awaiting: {
    icon: ClockAlertIcon,
    tone: 'text-warning',
    border: 'border-warning/60 border-dashed',
    label: AWAITING_CONFIRMATION_LABEL,
  },
  confirmed: {
    icon: CircleCheckIcon,
    tone: 'text-primary',
    border: 'border-primary/40',
    label: APPOINTMENT_STATUS_LABELS.confirmed,
  },
  attended: {
    icon: UserCheckIcon,
    tone: 'text-success',
    border: 'border-success/50',
    label: APPOINTMENT_STATUS_LABELS.attended,
  },
  no_show: {
    icon: UserXIcon,
    tone: 'text-destructive',
    border: 'border-destructive/50',
    label: APPOINTMENT_STATUS_LABELS.no_show,
  },
};

/** The status's word, as a calendar entry's label names it. */
export const displayedStatusLabel = (status: DisplayedStatus) => LOOKS[status].label;

/** The status's icon alone, for a small calendar entry whose label already says the status. */
export function AppointmentStatusIcon({
  status,
  className,
}: {
  status: DisplayedStatus;
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
  status: DisplayedStatus;
  className?: string;
}) {
  const { icon: Icon, tone, border, label } = LOOKS[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        border,
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-3.5', tone)} />
      {label}
    </span>
  );
}
