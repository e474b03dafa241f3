import { XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Brand } from '@/components/brand';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type AuthCardProps = { title: string; description: string; children: ReactNode };

/** Centered card of the login and registration screens, with close (to /) and theme toggle. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  const [, navigate] = useLocation();
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-primary/10 via-background to-background px-4 py-16">
      <div className="absolute top-3 right-3 sm:top-4 sm:right-4">
        <ThemeToggle />
      </div>
      <Brand className="mb-6" />
      <Card className="relative w-full max-w-md gap-5 shadow-lg">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Fechar"
          title="Fechar"
          className="absolute top-3 right-3 text-muted-foreground"
          onClick={() => navigate('/')}
        >
          <XIcon className="size-5" />
        </Button>
        <CardHeader className="pr-14">
          <CardTitle className="text-2xl">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
