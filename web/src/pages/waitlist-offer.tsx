import { Suspense } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CalendarCheckIcon } from 'lucide-react';
import { useParams, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { BookingShell } from '@/features/booking/components/booking-shell';
import { ManageNotice } from '@/features/manage-booking/components/manage-notice';
import { ApiError, apiJson } from '@/lib/api-client';
import { lazyPage } from '@/lib/lazy-page';
import type { IntakeBody } from '@/features/booking/lib/booking-intake';
import { waitlistMessages as m } from '@core/messages.ts';
import { WAITLIST_HOLD_MINUTES } from '@core/constants.ts';
import { formatDateTimeIn, formatTimeOfInstant } from '@core/scheduling/format-instant.ts';
import type { WaitlistOfferDto } from '@core/schemas/waitlist.ts';

// The office's questions and notice, as the booking form asks them: loaded with the offer.
const OfferIntakeForm = lazyPage(
  () => import('@/features/booking/components/offer-intake-form'),
  'OfferIntakeForm',
);

/**
 * The page's module once its offer form is here too: a server-rendered offer is taken over whole,
 * so an early tap is replayed on a live form rather than sent as a plain HTML form.
 */
export const withOfferForm = <Page,>(page: Page) => OfferIntakeForm.preload().then(() => page);

const offerPath = (token: string) => `/api/booking/waitlist/offer/${encodeURIComponent(token)}`;

const messageOf = (error: unknown) => {
  if (error instanceof ApiError && error.status < 500) {
    try {
      return (JSON.parse(error.bodyText) as { message?: string }).message ?? m.offerNotFound;
    } catch {
      return m.offerNotFound;
    }
  }
  return 'Tente novamente em alguns instantes.';
};

/** /lista-de-espera/{token}: the offer a waitlisted client got by e-mail, to book or decline. */
export function WaitlistOfferPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const query = useQuery({
    queryKey: [offerPath(token)],
    queryFn: () => apiJson<WaitlistOfferDto>('GET', offerPath(token)),
    retry: false,
  });
  const book = useMutation({
    mutationFn: (body: IntakeBody) =>
      apiJson<{ manageToken: string }>('POST', `${offerPath(token)}/book`, body),
    onSuccess: ({ manageToken }) => navigate(`/agendamento/${manageToken}`),
  });
  const decline = useMutation({
    mutationFn: () => apiJson<void>('POST', `${offerPath(token)}/decline`, undefined),
  });
  const offer = query.data;
  let content;
  if (decline.isSuccess) content = <ManageNotice kind="done" title={m.offerDeclined} />;
  else if (query.isPending) content = <p className="py-12 text-center">Carregando oferta...</p>;
  else if (!offer) {
    content = <ManageNotice kind="missing" title={messageOf(query.error)} />;
  } else {
    const failure = book.error ?? decline.error;
    content = (
      <div className="mx-auto grid max-w-md gap-5 py-8">
        <ManageNotice kind="info" title={m.offerTitle}>
          <p className="text-muted-foreground">
            {offer.clientName}, um horário abriu com {offer.professionalName}
            {offer.productName ? ` (${offer.productName})` : ''}:
          </p>
          <p className="text-lg font-semibold">
            {formatDateTimeIn(offer.startTime, offer.timezone)}
          </p>
          <p className="text-sm text-muted-foreground">
            {m.offerHeld(WAITLIST_HOLD_MINUTES)} Reservado até{' '}
            {formatTimeOfInstant(offer.expiresAt, offer.timezone)}.
          </p>
        </ManageNotice>
        {failure && (
          <p role="alert" className="text-center text-sm font-medium text-destructive">
            {messageOf(failure)}
          </p>
        )}
        <Suspense
          fallback={<p className="text-center text-sm text-muted-foreground">Carregando...</p>}
        >
          <OfferIntakeForm
            intake={offer.intake}
            privacyHref={offer.privacyHref}
            pending={book.isPending}
            onSubmit={(body) => book.mutateAsync(body)}
          >
            <CalendarCheckIcon aria-hidden="true" />
            {m.offerBook}
          </OfferIntakeForm>
        </Suspense>
        <Button variant="outline" disabled={decline.isPending} onClick={() => decline.mutate()}>
          {m.offerDecline}
        </Button>
      </div>
    );
  }
  return <BookingShell organizationName={offer?.organizationName}>{content}</BookingShell>;
}
