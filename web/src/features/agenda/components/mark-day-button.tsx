import { format } from 'date-fns';
import { UserCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { appointmentStatusMessages as m } from '@core/messages.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { useMarkDayAttendance } from '../api/set-appointment-status';

type MarkDayButtonProps = {
  day: Date;
  /** The professional whose day it is (absent: the signed-in professional's own). */
  userId?: string;
  appointments: readonly AppointmentDto[];
};

/**
 * 'Marcar presença do dia' (decision 083): on one professional's day that has begun, marks every
 * started appointment not yet marked as 'Compareceu', after a confirmation; 'Faltou' is then
 * marked one by one in the details.
 */
export function MarkDayButton({ day, userId, appointments }: MarkDayButtonProps) {
  const [open, setOpen] = useState(false);
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

  const confirm = async () => {
    try {
      const { marked } = await markDay.mutateAsync({
        ...(userId ? { professionalId: userId } : {}),
        date: format(day, 'yyyy-MM-dd'),
        status: 'attended',
      });
      notifySuccess(m.markedDay(marked));
      setOpen(false);
    } catch (error) {
      notifyFailure(error, { title: m.changeError, fallback: m.changeError });
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <UserCheckIcon aria-hidden="true" />
        {m.markDay}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={m.markDayTitle}
        description={m.markDayDescription(unmarked.length, label)}
        confirmLabel={m.markDayConfirm}
        pendingLabel="Marcando..."
        pending={markDay.isPending}
        onConfirm={confirm}
        tone="default"
      />
    </>
  );
}
