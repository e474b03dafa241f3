import { CalendarXIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notifyFailure } from '@/lib/notify';
import { manageBookingMessages } from '@core/messages.ts';
import { formatDateTimeIn } from '@core/scheduling/format-instant.ts';
import type { ManagedBookingDto } from '@core/schemas/manage-booking.ts';
import { useCancelManagedBooking } from '../api/cancel-managed-booking';

// The dialog (Radix, focus trap, scroll lock) is a third of the page's code and most clients
// never open it: it loads when the button is hovered, focused or pressed.
const loadConfirmDialog = () => import('@/components/confirm-dialog');
const ConfirmDialog = lazy(() =>
  loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })),
);

type CancelSectionProps = {
  token: string;
  booking: ManagedBookingDto;
  onCancelled: () => void;
};

/** Cancelling frees the time for someone else; it is asked once more, since it cannot be undone. */
export function CancelSection({ token, booking, onCancelled }: CancelSectionProps) {
  const [asking, setAsking] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prepare = () => {
    void loadConfirmDialog();
    setWanted(true);
  };
  const cancel = useCancelManagedBooking(token);
  const when = formatDateTimeIn(booking.startTime, booking.professional.timezone);

  return (
    <section aria-labelledby="cancel-title">
      <Card className="gap-5 py-5 sm:py-6">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle id="cancel-title" className="text-lg">
            Cancelar agendamento
          </CardTitle>
          <CardDescription>
            Não vai poder comparecer? Cancele para liberar o horário. Avisamos{' '}
            {booking.organizationName} na hora.
          </CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <Button
            variant="outline"
            size="lg"
            // The theme's red is a fill colour in light mode; as text it needs a darker shade.
            className="w-full border-destructive/50 text-red-700 hover:bg-destructive/10 hover:text-red-800 sm:w-auto dark:text-destructive dark:hover:text-destructive"
            onPointerEnter={prepare}
            onFocus={prepare}
            onClick={() => {
              prepare();
              setAsking(true);
            }}
          >
            <CalendarXIcon aria-hidden="true" />
            Cancelar agendamento
          </Button>
        </CardContent>
      </Card>
      {wanted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title="Cancelar este agendamento?"
            description={`Seu horário de ${when} com ${booking.professional.name} será cancelado. Não é possível desfazer.`}
            confirmLabel="Sim, cancelar"
            pendingLabel="Cancelando..."
            cancelLabel="Manter agendamento"
            pending={cancel.isPending}
            onConfirm={async () => {
              try {
                await cancel.mutateAsync();
                onCancelled();
              } catch (error) {
                notifyFailure(error, {
                  title: manageBookingMessages.errorTitle,
                  fallback: manageBookingMessages.errorDescription,
                });
              }
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
