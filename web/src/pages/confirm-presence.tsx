import { CalendarDaysIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { BookingShell } from '@/features/booking/components/booking-shell';
import { useConfirmManagedBooking } from '@/features/manage-booking/api/confirm-managed-booking';
import { ManageNotice } from '@/features/manage-booking/components/manage-notice';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { confirmationMessages as c, manageBookingMessages } from '@core/messages.ts';
import { formatDateTimeIn } from '@core/scheduling/format-instant.ts';

function ManageLink({ token }: { token: string }) {
  return (
    <Button asChild size="lg" variant="outline" className="mt-2">
      <Link href={`/agendamento/${token}`}>
        <CalendarDaysIcon aria-hidden="true" />
        {c.manageLink}
      </Link>
    </Button>
  );
}

/**
 * /agendamento/{token}/confirmar: the 'Confirmar presença' link of the client's reminder
 * (decision 087). Opening it confirms with a POST from the page (a mail scanner fetching the
 * link changes nothing), then says so with the appointment's date and time.
 */
export function ConfirmPresencePage() {
  const { token = '' } = useParams<{ token: string }>();
  const confirm = useConfirmManagedBooking(token);
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);

  const booking = confirm.data;
  useEffect(() => {
    const previous = document.title;
    document.title = booking ? `${c.confirmed} · ${booking.organizationName}` : c.pageTitle;
    return () => {
      document.title = previous;
    };
  }, [booking]);

  let content: ReactNode;
  if (booking) {
    content = (
      <ManageNotice kind="done" title={c.confirmed}>
        <p className="text-lg font-semibold">
          {formatDateTimeIn(booking.startTime, booking.professional.timezone)}
        </p>
        <p className="text-muted-foreground">
          {booking.productName ?? 'Consulta'} com {booking.professional.name}.{' '}
          {c.confirmedText(booking.organizationName)}
        </p>
        <ManageLink token={token} />
      </ManageNotice>
    );
  } else if (confirm.error instanceof ApiError && confirm.error.status < 500) {
    const known = confirm.error.status !== 404 && confirm.error.status !== 429;
    content = (
      <ManageNotice
        kind={known ? 'info' : 'missing'}
        title={getErrorMessage(confirm.error) ?? c.failedTitle}
      >
        {known && <ManageLink token={token} />}
      </ManageNotice>
    );
  } else if (confirm.isError) {
    content = (
      <ManageNotice kind="info" title={c.failedTitle}>
        <p className="text-muted-foreground">{manageBookingMessages.errorDescription}</p>
        <Button className="mt-2" onClick={() => confirm.mutate()}>
          Tentar novamente
        </Button>
      </ManageNotice>
    );
  } else {
    content = (
      <div className="flex flex-col items-center gap-4 py-24" role="status">
        <span className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
        <span>{c.confirming}</span>
      </div>
    );
  }
  return <BookingShell organizationName={booking?.organizationName}>{content}</BookingShell>;
}
