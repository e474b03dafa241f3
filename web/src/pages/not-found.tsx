import { AlertCircleIcon, HomeIcon } from 'lucide-react';
import { Link } from 'wouter';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useSession } from '@/lib/session';

export function NotFoundPage() {
  const { user, homePath } = useSession();
  // Home is the user's own first screen when signed in (SPEC §6 login redirect), else the landing.
  const home = !user ? '/' : homePath;
  return (
    <div className="relative flex min-h-dvh w-full items-center justify-center bg-muted/40 px-4">
      <div className="absolute top-3 right-3">
        <ThemeToggle />
      </div>
      <Card className="w-full max-w-md">
        <CardContent>
          <div className="mb-4 flex items-center gap-2">
            <AlertCircleIcon className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            Did you forget to add the page to the router?
          </p>
          <Button asChild className="mt-6 w-full sm:w-auto">
            <Link href={home}>
              <HomeIcon aria-hidden="true" />
              Voltar ao início
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
