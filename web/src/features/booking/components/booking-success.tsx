import { BadgeCheckIcon, CalendarPlusIcon, CircleCheckBigIcon, ClockIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PixPayment } from '@/components/pix-payment';
import { AddToCalendar } from '@/components/add-to-calendar';
import type { PublicBookingDto } from '@core/schemas/appointments.ts';
import type { PixPaymentDto } from '@core/schemas/pix.ts';
import { pixMessages, pixPspMessages } from '@core/messages.ts';
import { usePaidYet } from '../api/watch-payment';
import { BookingSummary, type BookingDetails } from './booking-summary';

type BookingSuccessProps = BookingDetails & {
  clientEmail: string;
  /** The Pix to pay, when the service has a price and the professional takes Pix. */
  pix?: PixPaymentDto | null;
  /** The booked appointment: its place, and the private link behind 'Adicionar à agenda'. */
  booked?: Pick<
    PublicBookingDto,
    'manageToken' | 'startTime' | 'endTime' | 'productName' | 'location' | 'paymentStatus'
  >;
  organizationName?: string;
  onBookAnother: () => void;
};

/** The confirmation after a booking, with the way to book another time. */
export function BookingSuccess({
  clientEmail,
  pix,
  booked,
  organizationName,
  onBookAnother,
  ...details
}: BookingSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // An unpaid Pix booking only holds the time: it is not confirmed until the payment arrives.
  const unpaid = Boolean(pix) || booked?.paymentStatus === 'pending';
  // The Pix paid meanwhile (the office's PSP tells us within seconds): the page says so.
  const paid = usePaidYet(booked?.manageToken, unpaid);
  const awaitingPayment = unpaid && !paid;
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  return (
    <Card className="mx-auto max-w-lg gap-6 py-8">
      <CardContent className="grid gap-6 px-5 sm:px-8">
        <div className="grid justify-items-center gap-3 text-center">
          {awaitingPayment ? (
            <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
              <ClockIcon className="size-8" aria-hidden="true" />
            </span>
          ) : (
            <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
              <CircleCheckBigIcon className="size-8" aria-hidden="true" />
            </span>
          )}
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none"
          >
            {awaitingPayment ? 'Agendamento reservado' : 'Agendamento confirmado!'}
          </h1>
          {awaitingPayment && <p className="font-medium">{pixMessages.pending}</p>}
          <p className="text-sm text-muted-foreground">
            Os dados do agendamento foram registrados para{' '}
            <span className="font-medium text-foreground">{clientEmail}</span>.
          </p>
        </div>
        <div className="rounded-lg border p-4">
          <BookingSummary {...details} {...(booked ? { location: booked.location } : {})} />
        </div>
        {paid && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-lg border border-success/50 bg-success/10 p-4 text-sm"
          >
            <BadgeCheckIcon aria-hidden="true" className="size-5 shrink-0 text-success" />
            <span>
              <strong className="font-semibold">Pix: {pixMessages.paid}</strong>.{' '}
              {pixPspMessages.paidNotice}
            </span>
          </p>
        )}
        {pix && awaitingPayment && <PixPayment pix={pix} />}
        {/* The office's PSP did not answer: the booking stands, its private page makes the Pix. */}
        {!pix && awaitingPayment && (
          <p
            role="status"
            className="rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm"
          >
            {pixPspMessages.chargeUnavailable}
          </p>
        )}
        {booked && (
          <AddToCalendar
            manageToken={booked.manageToken}
            startTime={booked.startTime}
            endTime={booked.endTime}
            productName={booked.productName}
            professionalName={details.professionalName ?? ''}
            organizationName={organizationName ?? ''}
            location={booked.location}
          />
        )}
        <Button type="button" size="lg" variant="outline" onClick={onBookAnother}>
          <CalendarPlusIcon aria-hidden="true" />
          Agendar outro horário
        </Button>
      </CardContent>
    </Card>
  );
}
