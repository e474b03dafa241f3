import { CalendarOffIcon, SearchXIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { ApiError, parseErrorBody } from '@/lib/api-client';
import { embedOptions } from '@/lib/embed-mode';
import { bookingMessages } from '@core/messages.ts';
import { type BookingLink, useBookingPage } from '../api/get-booking-page';
import { bookingPageTitle, headingOf } from '../lib/page-heading';
import { useEmbedHost } from '../lib/use-embed-host';
import { BookingFlow } from './booking-flow';
import { BookingShell } from './booking-shell';

function Notice({
  title,
  description,
  closed = false,
  children,
}: {
  title: string;
  description: string;
  /** A link closed on purpose (a deactivated professional), not an unknown one. */
  closed?: boolean;
  children?: ReactNode;
}) {
  const Icon = closed ? CalendarOffIcon : SearchXIcon;
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-3 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      {children}
    </div>
  );
}

/** The public booking page of any of the three link kinds (SPEC §2). */
export function BookingPage({ link }: { link: BookingLink }) {
  const query = useBookingPage(link);
  const heading = headingOf(query.data);
  const title = bookingPageTitle(heading);
  useEmbedHost();

  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  if (query.isPending) {
    return (
      <BookingShell>
        <div className="flex justify-center py-24" role="status">
          <span className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
          <span className="sr-only">Carregando...</span>
        </div>
      </BookingShell>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    const body = notFound ? parseErrorBody(query.error) : null;
    const office = body?.inactive === true ? String(body.organizationName ?? '') : null;
    return (
      <BookingShell>
        {office !== null ? (
          <Notice
            closed
            title={bookingMessages.professionalInactiveTitle}
            description={bookingMessages.professionalInactiveDescription(office)}
          />
        ) : notFound ? (
          <Notice
            title={bookingMessages.linkNotFoundTitle}
            description={bookingMessages.linkNotFoundDescription}
          >
            {/* On an office's website our home page would open inside its frame: no link there. */}
            {embedOptions === null && (
              <Button asChild variant="outline" className="mt-2">
                <Link href="/">Ir para a página inicial</Link>
              </Button>
            )}
          </Notice>
        ) : (
          <Notice
            title="Não foi possível carregar"
            description="Verifique sua conexão e tente novamente."
          >
            <Button type="button" className="mt-2" onClick={() => query.refetch()}>
              Tentar novamente
            </Button>
          </Notice>
        )}
      </BookingShell>
    );
  }
  return (
    <BookingShell {...heading}>
      <BookingFlow page={query.data} />
    </BookingShell>
  );
}
