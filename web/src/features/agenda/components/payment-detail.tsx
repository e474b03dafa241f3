import { BadgeCheckIcon, HourglassIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBrl } from '@/lib/format-currency';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { pixMessages } from '@core/messages.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { useMarkAppointmentPaid } from '../api/mark-appointment-paid';

/** The Pix state of an appointment in its details, with 'Marcar como pago' while pending. */
export function PaymentDetail({ appointment }: { appointment: AppointmentDto }) {
  const markPaid = useMarkAppointmentPaid();
  const status = markPaid.data?.paymentStatus ?? appointment.paymentStatus;
  if (!status) return null;
  const amount =
    appointment.paymentAmount === null ? '' : ` · ${formatBrl(appointment.paymentAmount)}`;

  const confirm = async () => {
    try {
      await markPaid.mutateAsync(appointment.id);
      notifySuccess(pixMessages.markedPaid);
    } catch (error) {
      notifyFailure(error, {
        title: pixMessages.markPaidError,
        fallback: pixMessages.markPaidError,
      });
    }
  };

  if (status === 'paid') {
    return (
      <p className="flex items-center gap-2 rounded-md border border-success/50 bg-success/10 p-2.5 text-sm">
        <BadgeCheckIcon aria-hidden="true" className="size-4 shrink-0 text-success" />
        <span>
          <strong className="font-semibold">Pix: {pixMessages.paid}</strong>
          {amount}
        </span>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-warning/60 bg-warning/10 p-2.5 text-sm">
      <span className="flex items-center gap-2">
        <HourglassIcon aria-hidden="true" className="size-4 shrink-0 text-warning" />
        <span>
          <strong className="font-semibold">Pix: {pixMessages.pending}</strong>
          {amount}
        </span>
      </span>
      <Button size="sm" onClick={confirm} disabled={markPaid.isPending}>
        <BadgeCheckIcon aria-hidden="true" />
        {markPaid.isPending ? 'Confirmando...' : 'Marcar como pago'}
      </Button>
    </div>
  );
}
