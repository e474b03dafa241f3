import { useEffect, type ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSession } from '@/lib/session';

type ProtectedRouteProps = {
  component: ComponentType;
  /** Whether the signed-in user's role may open the screen (any role when not given). */
  allows?: (role: string) => boolean;
  /** After the sign-in, come back to this very screen (its address and query) instead of home. */
  returnHere?: boolean;
  /** The login screen, shown without a session (the routes give it). */
  signIn: ComponentType<{ returnTo?: string }>;
  /** What a role not allowed sees: the not-found screen (the routes give it). */
  refused: ComponentType;
};

/** SPEC §2: without a session show the login screen; a role not allowed on the screen sees 404. */
export function ProtectedRoute(props: ProtectedRouteProps) {
  const { component: Component, allows, returnHere = false } = props;
  const { signIn: SignIn, refused: Refused } = props;
  const { user, isAuthenticated, isRestoring, restoreFromCookie } = useSession();
  const [location] = useLocation();
  const search = useSearch();
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
  if (!isAuthenticated) {
    return (
      <SignIn returnTo={returnHere ? `${location}${search ? `?${search}` : ''}` : undefined} />
    );
  }
  if (allows && user && !allows(user.role)) return <Refused />;
  return <Component />;
}
