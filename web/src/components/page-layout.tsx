import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';

type PageLayoutProps = {
  title: string;
  description?: string;
  backHref: string;
  actions?: ReactNode;
  children?: ReactNode;
};

/** Frame of the secondary signed-in screens: back link, title, theme toggle. */
export function PageLayout({ title, description, backHref, actions, children }: PageLayoutProps) {
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="sticky top-0 z-20 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-3 sm:px-6">
          <Button asChild variant="ghost" size="sm" className="-ml-1">
            <Link href={backHref}>
              <ArrowLeftIcon aria-hidden="true" />
              Voltar
            </Link>
          </Button>
          <div className="ml-auto flex items-center gap-2">
            {actions}
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
        <div className="mb-6 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description && <p className="text-muted-foreground">{description}</p>}
        </div>
        {children}
      </main>
    </div>
  );
}
