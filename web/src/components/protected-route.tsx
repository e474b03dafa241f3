import { useEffect, type ComponentType } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import { useSession } from '@/lib/session';
import { NotFoundPage } from '@/pages/not-found';

const LoginPage = lazyPage(() => import('@/pages/login'), 'LoginPage');

type ProtectedRouteProps = { component: ComponentType; adminOnly?: boolean };

/** SPEC §2: without a session show the login screen; a non-admin on an admin route sees 404. */
export function ProtectedRoute({ component: Component, adminOnly = false }: ProtectedRouteProps) {
  const { isAuthenticated, isAdmin, isRestoring, restoreFromCookie } = useSession();
  // A new tab holds no session of its own: the browser's session cookie may still sign it in.
  useEffect(() => {
    if (!isAuthenticated) restoreFromCookie();
  }, [isAuthenticated, restoreFromCookie]);
  if (isRestoring) {
    return (
      <div className="flex justify-center py-24" role="status">
        <span className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
        <span className="sr-only">Carregando...</span>
      </div>
    );
  }
  if (!isAuthenticated) return <LoginPage />;
  if (adminOnly && !isAdmin) return <NotFoundPage />;
  return <Component />;
}
