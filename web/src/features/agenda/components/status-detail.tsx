import { CircleCheckIcon, UserCheckIcon, UserXIcon } from 'lucide-react';
import { AppointmentStatusMark } from '@/components/appointment-status-mark';
import { Button } from '@/components/ui/button';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { appointmentStatusMessages as m } from '@core/messages.ts';
import { type SettableStatus, displayedStatus } from '@core/schemas/appointment-status.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { useSetAppointmentStatus } from '../api/set-appointment-status';

const DONE: Record<SettableStatus, string> = {
  confirmed: m.confirmed,
  attended: m.markedAttended,
  no_show: m.markedNoShow,
};

/**
 * The appointment's status in its details (decision 083), with 'Confirmar' before it is marked
 * and 'Compareceu' / 'Faltou' once it has started (either corrects the other).
 */
export function StatusDetail({ appointment }: { appointment: AppointmentDto }) {
  const change = useSetAppointmentStatus();
  const status = change.data?.id === appointment.id ? change.data.status : appointment.status;
  const started = Date.parse(appointment.startTime) <= Date.now();

  const set = async (next: SettableStatus) => {
    try {
      await change.mutateAsync({ id: appointment.id, status: next });
      notifySuccess(DONE[next]);
    } catch (error) {
      notifyFailure(error, { title: m.changeError, fallback: m.changeError });
    }
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2.5 text-sm">
      <span className="flex items-center gap-2">
        <span className="text-muted-foreground">{m.statusLabel}:</span>
        <AppointmentStatusMark status={displayedStatus({ ...appointment, status })} />
      </span>
      <span className="flex flex-wrap gap-2">
        {status === 'scheduled' && (
          <Button
            size="sm"
            variant="outline"
            disabled={change.isPending}
            onClick={() => set('confirmed')}
          >
            <CircleCheckIcon aria-hidden="true" />
            {m.confirm}
          </Button>
        )}
        {started && status !== 'attended' && (
          <Button
            size="sm"
            variant="outline"
            disabled={change.isPending}
            onClick={() => set('attended')}
          >
            <UserCheckIcon aria-hidden="true" />
            {m.attended}
          </Button>
        )}
        {started && status !== 'no_show' && (
          <Button
            size="sm"
            variant="outline"
            disabled={change.isPending}
            onClick={() => set('no_show')}
          >
            <UserXIcon aria-hidden="true" />
            {m.noShow}
          </Button>
        )}
      </span>
    </div>
  );
}
