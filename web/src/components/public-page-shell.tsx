import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Brand } from '@/components/brand';
import { ThemeToggle } from '@/components/theme-toggle';

type PublicPageShellProps = { title: string; description?: string; children?: ReactNode };

/** Frame of the public booking pages: brand, theme toggle and the page heading. */
export function PublicPageShell({ title, description, children }: PublicPageShellProps) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-primary/5 to-background">
      <header className="border-b bg-background/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Link href="/" aria-label="Agendei, página inicial">
            <Brand />
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="mb-8 space-y-2 text-center">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description && <p className="text-muted-foreground">{description}</p>}
        </div>
        {children}
      </main>
    </div>
  );
}
