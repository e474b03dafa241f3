import { AlertCircleIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh w-full items-center justify-center bg-muted/40 px-4">
      <Card className="w-full max-w-md">
        <CardContent>
          <div className="mb-4 flex items-center gap-2">
            <AlertCircleIcon className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            Did you forget to add the page to the router?
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
