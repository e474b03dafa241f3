import { ArrowLeftIcon, ExternalLinkIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { ApiError } from '@/lib/api-client';
import { bookingMessages } from '@core/messages.ts';
import { usePrivacyNotice } from '../api/get-privacy-notice';
import { BookingShell } from './booking-shell';

const linkClassName = 'font-medium text-primary underline underline-offset-4';

/** /book/shared/{slug}/privacidade: the office's 'Aviso de privacidade' (decision 078). */
export function OfficePrivacyNotice({ officeKey }: { officeKey: string }) {
  const query = usePrivacyNotice(officeKey);
  const notice = query.data;
  useEffect(() => {
    if (!notice) return;
    const previous = document.title;
    document.title = `Aviso de privacidade · ${notice.office.name}`;
    return () => {
      document.title = previous;
    };
  }, [notice]);

  if (!notice) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <BookingShell>
        <p className="py-16 text-center text-muted-foreground" role="status">
          {missing
            ? bookingMessages.linkNotFoundTitle
            : query.isError
              ? 'Não foi possível carregar.'
              : 'Carregando...'}
        </p>
      </BookingShell>
    );
  }
  return (
    <BookingShell organizationName={notice.office.name} office={notice.office}>
      <article className="mx-auto grid max-w-3xl gap-6">
        <header className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            Aviso de privacidade
          </h1>
          <p className="text-muted-foreground">
            Como {notice.office.name} trata os dados de quem agenda por esta página.
          </p>
        </header>
        {notice.url && (
          <p>
            O aviso de privacidade completo está no site do escritório:{' '}
            <a
              href={notice.url}
              rel="noopener noreferrer"
              className={`${linkClassName} inline-flex items-center gap-1 break-all`}
            >
              {notice.url}
              <ExternalLinkIcon className="size-4 shrink-0" aria-hidden="true" />
            </a>
          </p>
        )}
        {!notice.url && (
          <div className="grid gap-4 leading-relaxed text-pretty">
            {notice.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        )}
        <Link
          href={notice.bookingPath}
          className={`${linkClassName} inline-flex items-center gap-1 justify-self-start`}
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Voltar para o agendamento
        </Link>
      </article>
    </BookingShell>
  );
}
