import { CalendarCheckIcon, CircleCheckBigIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notifyFailure } from '@/lib/notify';
import { confirmationMessages as c } from '@core/messages.ts';
import type { ManagedBookingDto } from '@core/schemas/manage-booking.ts';
import { useConfirmManagedBooking } from '../api/confirm-managed-booking';

/**
 * 'Confirmar presença' on the private page while the appointment is 'scheduled' and ahead, and
 * 'Presença confirmada' once it is confirmed (decision 087).
 */
export function ConfirmSection({ token, booking }: { token: string; booking: ManagedBookingDto }) {
  const confirm = useConfirmManagedBooking(token);
  if (booking.appointmentStatus === 'confirmed') {
    return (
      <p className="flex items-center gap-3 rounded-lg border border-success/40 bg-success/10 p-4 font-semibold">
        <CircleCheckBigIcon className="size-5 shrink-0 text-success" aria-hidden="true" />
        {c.confirmed}
      </p>
    );
  }
  if (booking.appointmentStatus !== 'scheduled' || !booking.canCancel) return null;
  return (
    <section aria-labelledby="confirm-title">
      <Card className="gap-5 border-primary/40 py-5 sm:py-6">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle id="confirm-title" className="text-lg">
            {c.pageTitle}
          </CardTitle>
          <CardDescription>{c.askOnManagePage}</CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate(undefined, {
                onError: (error) => notifyFailure(error, { title: c.failedTitle }),
              })
            }
          >
            <CalendarCheckIcon aria-hidden="true" />
            {c.confirmAction}
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
