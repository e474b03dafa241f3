import { format } from 'date-fns';
import { AppointmentStatusMark } from '@/components/appointment-status-mark';
import { displayedStatus } from '@core/schemas/appointment-status.ts';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAgenda } from '../lib/agenda-context';
import { appointmentColor, ownerOf } from '../lib/appointment-display';
import { timeLabel, weekdayShort } from '../lib/calendar-dates';
import type { Placed } from '../lib/time-grid-layout';
import type { AppointmentDto } from '@core/schemas/appointments.ts';

const PAGE_SIZE = 5;

/** The line under the name: the client's e-mail, unless it was erased (LGPD). */
const contactOf = (appointment: AppointmentDto) =>
  appointment.clientAnonymized ? null : appointment.clientEmail;

type AppointmentListProps = {
  items: Placed[];
  /** Show each appointment's date (lists spanning several days). */
  withDate?: boolean;
  empty: string;
  label: string;
  loading?: boolean;
};

/** Appointments five per page (SPEC §9), each opening its details. */
export function AppointmentList(props: AppointmentListProps) {
  const { items, withDate = false, empty, label, loading = false } = props;
  const { professionals, dialogs } = useAgenda();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  if (loading || !items.length) {
    return (
      <p
        role={loading ? 'status' : undefined}
        className="py-6 text-center text-sm text-muted-foreground"
      >
        {loading ? 'Carregando agendamentos...' : empty}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label={label} className="grid gap-2">
        {shown.map(({ appointment, start, end }) => {
          const owner = ownerOf(appointment, professionals);
          return (
            <li key={appointment.id}>
              <button
                type="button"
                onClick={() => dialogs.open({ kind: 'details', appointment })}
                className="flex w-full min-w-0 items-center gap-3 rounded-lg border bg-background/60 p-3 text-left transition-colors hover:bg-accent/60 dark:bg-input/10"
              >
                <span
                  aria-hidden="true"
                  className="h-10 w-1 shrink-0 rounded-full"
                  style={{ backgroundColor: appointmentColor(appointment, professionals) }}
                />
                <span className="grid w-16 shrink-0 text-sm tabular-nums">
                  {withDate && (
                    <span className="text-xs whitespace-nowrap text-muted-foreground">
                      {weekdayShort[start.getDay()]} {format(start, 'dd/MM')}
                    </span>
                  )}
                  <span className="font-semibold">{timeLabel(start)}</span>
                  {!withDate && (
                    <span className="text-xs text-muted-foreground">{timeLabel(end)}</span>
                  )}
                </span>
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-medium">{appointment.clientName}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {[owner?.name, appointment.productName ?? contactOf(appointment)]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <AppointmentStatusMark status={displayedStatus(appointment)} />
              </button>
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav aria-label={`Páginas de ${label}`} className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={current === 1}
            onClick={() => setPage(current - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
            Anterior
          </Button>
          <span className="text-sm text-muted-foreground tabular-nums">
            Página {current} de {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={current === pages}
            onClick={() => setPage(current + 1)}
          >
            Próxima
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </nav>
      )}
    </div>
  );
}
