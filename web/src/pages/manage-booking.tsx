import { CalendarPlusIcon, InfoIcon } from 'lucide-react';
import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { HydrateLater } from '@/components/hydrate-later';
import { Button } from '@/components/ui/button';
import { dismissAllToasts } from '@/components/ui/use-toast';
import { BookingShell } from '@/features/booking/components/booking-shell';
import { SlotPicker } from '@/features/booking/components/slot-picker';
import { useManagedBooking } from '@/features/manage-booking/api/get-managed-booking';
import { AddToCalendar } from '@/components/add-to-calendar';
import { BookingOverview } from '@/features/manage-booking/components/booking-overview';
import { CancelSection } from '@/features/manage-booking/components/cancel-section';
import { ConfirmSection } from '@/features/manage-booking/components/confirm-section';
import { ManageNotice } from '@/features/manage-booking/components/manage-notice';
import { RescheduleSection } from '@/features/manage-booking/components/reschedule-section';
import { ApiError } from '@/lib/api-client';
import { appointmentsMessages, manageBookingMessages } from '@core/messages.ts';
import { formatDateTimeIn } from '@core/scheduling/format-instant.ts';
import type { CancelledBookingDto, ManagedBookingDto } from '@core/schemas/manage-booking.ts';

// Only bookings still waiting for a Pix payment need the QR code and its copy button.
const PixPayment = lazy(() =>
  import('@/components/pix-payment').then((module) => ({ default: module.PixPayment })),
);

function Callout({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

function Cancelled({ booking }: { booking: CancelledBookingDto }) {
  const when = formatDateTimeIn(booking.startTime, booking.professional.timezone);
  return (
    <ManageNotice kind="done" title="Agendamento cancelado">
      <p className="text-muted-foreground">
        Seu horário de {when} com {booking.professional.name} foi cancelado. Avisamos{' '}
        {booking.organizationName}.
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link href={`/book/personal/${booking.professional.bookingSlug}`}>
          <CalendarPlusIcon aria-hidden="true" />
          Agendar novo horário
        </Link>
      </Button>
    </ManageNotice>
  );
}

function Manage({
  token,
  booking,
  onCancelled,
}: {
  token: string;
  booking: ManagedBookingDto;
  onCancelled: () => void;
}) {
  const firstName = booking.clientName.split(' ')[0];
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Seu agendamento</h1>
        <p className="text-muted-foreground">
          Olá, {firstName}! Confira os detalhes e, se precisar, remarque ou cancele.
        </p>
      </div>
      <HydrateLater part={1}>
        <BookingOverview booking={booking}>
          {booking.canCancel && (
            <AddToCalendar
              manageToken={token}
              startTime={booking.startTime}
              endTime={booking.endTime}
              productName={booking.productName}
              professionalName={booking.professional.name}
              organizationName={booking.organizationName}
              location={booking.location}
              className="sm:max-w-md"
            />
          )}
        </BookingOverview>
      </HydrateLater>
      <ConfirmSection token={token} booking={booking} />
      {booking.pix && (
        <Suspense>
          <PixPayment pix={booking.pix} />
        </Suspense>
      )}
      {!booking.canCancel ? (
        <Callout>{manageBookingMessages.alreadyStarted}</Callout>
      ) : !booking.canReschedule ? (
        <Callout>{manageBookingMessages.professionalUnavailable} Você ainda pode cancelar.</Callout>
      ) : (
        <HydrateLater part={2}>
          <RescheduleSection
            token={token}
            booking={booking}
            renderPicker={(picker) => (
              <SlotPicker
                professionalId={booking.professional.id}
                timeZone={booking.professional.timezone}
                productId={booking.productId ?? undefined}
                manageToken={token}
                {...picker}
              />
            )}
          />
        </HydrateLater>
      )}
      {booking.canCancel && (
        <HydrateLater part={3}>
          <CancelSection token={token} booking={booking} onCancelled={onCancelled} />
        </HydrateLater>
      )}
    </div>
  );
}

/** /agendamento/{token}: the client's private page, reached from their e-mails. */
export function ManageBookingPage() {
  const { token = '' } = useParams<{ token: string }>();
  const query = useManagedBooking(token);
  const [justCancelled, setJustCancelled] = useState<CancelledBookingDto>();
  const missing = query.error instanceof ApiError && query.error.status === 404;
  // The server keeps what a cancelled link shows, whoever cancelled and in whichever browser.
  const cancelled = justCancelled ?? (query.data?.status === 'cancelled' ? query.data : undefined);
  const booking = cancelled ?? query.data;
  const onCancelled = (current: ManagedBookingDto) => {
    // An earlier step's success ('remarcado!') must not stay over the cancelled page.
    dismissAllToasts();
    setJustCancelled({ ...current, status: 'cancelled' });
  };

  useEffect(() => {
    const previous = document.title;
    document.title = booking ? `Seu agendamento · ${booking.organizationName}` : 'Seu agendamento';
    return () => {
      document.title = previous;
    };
  }, [booking]);

  let content: ReactNode;
  if (cancelled) content = <Cancelled booking={cancelled} />;
  else if (query.isPending) {
    content = (
      <div className="flex justify-center py-24" role="status">
        <span className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
        <span className="sr-only">Carregando...</span>
      </div>
    );
  } else if (query.isError) {
    content = missing ? (
      <ManageNotice kind="missing" title={appointmentsMessages.notFound}>
        <p className="text-muted-foreground">
          Este link não abre nenhum agendamento. Confira se ele foi copiado inteiro, ou use o link
          do e-mail mais recente que você recebeu.
        </p>
      </ManageNotice>
    ) : (
      <ManageNotice kind="info" title="Não foi possível carregar">
        <p className="text-muted-foreground">Verifique sua conexão e tente novamente.</p>
        <Button className="mt-2" onClick={() => query.refetch()}>
          Tentar novamente
        </Button>
      </ManageNotice>
    );
  } else if (query.data.status === 'scheduled') {
    const current = query.data;
    content = <Manage token={token} booking={current} onCancelled={() => onCancelled(current)} />;
  }
  return <BookingShell organizationName={booking?.organizationName}>{content}</BookingShell>;
}
