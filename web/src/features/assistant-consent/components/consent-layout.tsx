import type { ReactNode } from 'react';
import { Brand } from '@/components/brand';
import { ThemeToggle } from '@/components/theme-toggle';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

type ConsentLayoutProps = { title: string; description?: ReactNode; children: ReactNode };

/** The consent screen's frame: the brand, one centered card, the theme button. */
export function ConsentLayout({ title, description, children }: ConsentLayoutProps) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-primary/10 via-background to-background px-4 py-16">
      <div className="absolute top-3 right-3 sm:top-4 sm:right-4">
        <ThemeToggle />
      </div>
      <Brand className="mb-6" />
      <main className="w-full max-w-md">
        <Card className="gap-5 shadow-lg">
          <CardHeader>
            <h1 className="text-2xl leading-none font-semibold">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
