import type { ComponentType } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import { useSession } from '@/lib/session';
import { NotFoundPage } from '@/pages/not-found';

const LoginPage = lazyPage(() => import('@/pages/login'), 'LoginPage');

type ProtectedRouteProps = { component: ComponentType; adminOnly?: boolean };

/** SPEC §2: without a session show the login screen; a non-admin on an admin route sees 404. */
export function ProtectedRoute({ component: Component, adminOnly = false }: ProtectedRouteProps) {
  const { isAuthenticated, isAdmin } = useSession();
  if (!isAuthenticated) return <LoginPage />;
  if (adminOnly && !isAdmin) return <NotFoundPage />;
  return <Component />;
}
