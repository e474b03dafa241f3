import { CalendarCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ThemeToggle } from '@/components/theme-toggle';
import { embedOptions } from '@/lib/embed-mode';
import { cn } from '@/lib/utils';
import { type PageHeading, headerLines } from '../lib/page-heading';
import { OfficeContact } from './office-contact';

type BookingShellProps = PageHeading & { children: ReactNode };

/**
 * Frame of the public pages: who is booked (or the office), the theme toggle, the content.
 * Embedded on an office's website it is as tall as its content (the iframe follows it) and
 * leaves out the theme toggle and the footer, which belong to a page of its own.
 */
export function BookingShell({ children, ...heading }: BookingShellProps) {
  const [primary, secondary] = headerLines(heading);
  const embedded = embedOptions !== null;
  return (
    <div
      className={cn(
        'flex flex-col bg-gradient-to-b from-primary/5 via-background to-background',
        !embedded && 'min-h-dvh',
      )}
    >
      <header className="border-b bg-background/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          {heading.office?.logoUrl ? (
            <img
              src={heading.office.logoUrl}
              alt={`Logo de ${heading.office.name}`}
              className="size-10 shrink-0 rounded-lg bg-white object-contain p-0.5 shadow-sm"
            />
          ) : (
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
              <CalendarCheckIcon className="size-5" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate leading-tight font-semibold">{primary}</p>
            {secondary && <p className="truncate text-xs text-muted-foreground">{secondary}</p>}
          </div>
          {!embedded && <ThemeToggle />}
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">{children}</main>
      {!embedded && (
        <footer className="grid gap-3 px-4 pb-8 text-center text-xs text-muted-foreground">
          {heading.office && <OfficeContact office={heading.office} />}
          <p>
            Agendamento online por{' '}
            <Link href="/" className="font-medium underline-offset-4 hover:underline">
              Agendei
            </Link>
          </p>
        </footer>
      )}
    </div>
  );
}
