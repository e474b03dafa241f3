import { type ReactNode, useEffect } from 'react';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';

/** The date the product's legal pages were last written, as they show it. */
export const LEGAL_UPDATED_AT = '27 de novembro de 2026';

type LegalPageProps = { title: string; summary: string; children: ReactNode };

/** Privacidade, Termos and Cookies: the landing's header and footer around a short text. */
export function LegalPage({ title, summary, children }: LegalPageProps) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Agendei`;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main className="flex-1">
        <article className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
          <header className="grid gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
            <p className="text-lg text-muted-foreground text-pretty">{summary}</p>
            <p className="text-sm text-muted-foreground">Atualizado em {LEGAL_UPDATED_AT}.</p>
          </header>
          {children}
        </article>
      </main>
      <LandingFooter />
    </div>
  );
}

/** A link inside a legal page's text, told apart from it by more than its colour. */
export const legalLinkClassName = 'font-medium text-primary underline underline-offset-4';

/** One titled part of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 leading-relaxed text-pretty">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

/** A bulleted list inside a legal section. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="grid list-disc gap-2 pl-5 marker:text-muted-foreground">{children}</ul>;
}
