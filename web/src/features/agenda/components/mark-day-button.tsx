import { format } from 'date-fns';
import { ChevronDownIcon, UserCheckIcon, UserXIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { appointmentStatusMessages as m } from '@core/messages.ts';
import type { AttendanceStatus } from '@core/schemas/appointment-status.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { useMarkDayAttendance } from '../api/set-appointment-status';

type MarkDayButtonProps = {
  day: Date;
  /** The professional whose day it is (absent: the signed-in professional's own). */
  userId?: string;
  appointments: readonly AppointmentDto[];
};

/**
 * 'Marcar presença do dia' (decisions 083, 091): on one professional's day that has begun, marks
 * every started appointment not yet marked as 'Compareceu' or as 'Faltou', as chosen in its menu,
 * after a confirmation that names how many; the exceptions are then marked one by one.
 */
export function MarkDayButton({ day, userId, appointments }: MarkDayButtonProps) {
  const [open, setOpen] = useState(false);
  // Kept while the dialog closes, so its text does not change under the closing animation.
  const [chosen, setChosen] = useState<AttendanceStatus>('attended');
  const markDay = useMarkDayAttendance();
  const now = Date.now();
  const unmarked = appointments.filter(
    (a) =>
      (userId === undefined || a.userId === userId) &&
      (a.status === 'scheduled' || a.status === 'confirmed') &&
      Date.parse(a.startTime) <= now,
  );
  if (unmarked.length === 0) return null;
  const label = format(day, 'dd/MM/yyyy');

  const choose = (status: AttendanceStatus) => {
    setChosen(status);
    setOpen(true);
  };

  const confirm = async () => {
    try {
      const { marked } = await markDay.mutateAsync({
        ...(userId ? { professionalId: userId } : {}),
        date: format(day, 'yyyy-MM-dd'),
        status: chosen,
      });
      notifySuccess(m.markedDay(marked));
      setOpen(false);
    } catch (error) {
      notifyFailure(error, { title: m.changeError, fallback: m.changeError });
    }
  };

  return (
    <>
      {/* Not modal: a modal menu hides the agenda from assistive technology while it stays
          focusable (axe: aria-hidden-focus); the menu still closes on Escape or a click outside. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <UserCheckIcon aria-hidden="true" />
            {m.markDay}
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => choose('attended')}>
            <UserCheckIcon aria-hidden="true" />
            {m.markDayAs.attended}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => choose('no_show')}>
            <UserXIcon aria-hidden="true" />
            {m.markDayAs.no_show}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={m.markDayTitle}
        description={m.markDayDescription(unmarked.length, label, chosen)}
        confirmLabel={m.markDayAs[chosen]}
        pendingLabel="Marcando..."
        pending={markDay.isPending}
        onConfirm={confirm}
        tone="default"
      />
    </>
  );
}
