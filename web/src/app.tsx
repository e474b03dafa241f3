import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { queryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';
import { AccountApp, publicRoutes } from '@/routes';

function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
      <span className="sr-only">Carregando...</span>
    </div>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Suspense fallback={<PageFallback />}>
          <Switch>
            {publicRoutes.map(([path, component]) => (
              <Route key={path} path={path} component={component} />
            ))}
            <Route component={AccountApp} />
          </Switch>
        </Suspense>
        <DeferredToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
