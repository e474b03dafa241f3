import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { type BaseLocationHook, Route, Router, Switch } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
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

type AppProps = {
  /** The server renders each page with its own client and a fixed location (entry-server.tsx). */
  client?: QueryClient;
  location?: BaseLocationHook;
};

export function App({ client = queryClient, location = useBrowserLocation }: AppProps) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <Router hook={location}>
          <Suspense fallback={<PageFallback />}>
            <Switch>
              {publicRoutes.map(([path, component]) => (
                <Route key={path} path={path} component={component} />
              ))}
              <Route component={AccountApp} />
            </Switch>
          </Suspense>
        </Router>
        <DeferredToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
