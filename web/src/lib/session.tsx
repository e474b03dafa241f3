import { homePathOf } from './home-path';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { STORAGE_KEYS } from '@core/constants.ts';
import { apiJson, apiRequest, onSessionRefused } from './api-client';
import {
  clearStoredSession,
  fingerprintMismatch,
  readFingerprint,
  readStoredSession,
  updateStoredUser,
  writeFingerprint,
  writeStoredSession,
  type SessionUser,
} from './session-storage';

/** A tab signed in by the browser's session cookie alone holds no token (the cookie is HttpOnly). */
type ActiveSession = { user: SessionUser; token: string | null };

/** Whether the server was asked who the browser's session cookie belongs to. */
type CookieCheck = 'idle' | 'checking' | 'done';

type SessionContextValue = {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** A secretary runs the office's agendas and has none of their own (decision 080). */
  isSecretary: boolean;
  /** Where the user's screens start: the office's agenda, or their own. */
  homePath: string;
  /** True until a tab without a stored session has asked the server about its cookie. */
  isRestoring: boolean;
  /** Asks the server who the session cookie belongs to (a new tab without "Lembrar de mim"). */
  restoreFromCookie: () => void;
  login: (user: SessionUser, token: string, rememberMe: boolean) => void;
  logout: () => Promise<void>;
  /** Merges fresh fields (e.g. a new name) into the signed-in user, in memory and storage. */
  updateUser: (changes: Partial<SessionUser>) => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/** A different identity than the fingerprint's means another user: drop their cached data. */
function detectUserChange(user: SessionUser, queryClient: QueryClient) {
  const fingerprint = readFingerprint();
  if (fingerprint && fingerprintMismatch(fingerprint, user)) {
    console.warn('Troca de usuário detectada: limpando dados em cache da sessão anterior.');
    queryClient.clear();
    return true;
  }
  return !fingerprint;
}

function loadSession(queryClient: QueryClient): ActiveSession | null {
  const session = readStoredSession();
  if (session && detectUserChange(session.user, queryClient)) writeFingerprint(session.user);
  return session;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<ActiveSession | null>(() => loadSession(queryClient));
  const [cookieCheck, setCookieCheck] = useState<CookieCheck>('idle');
  const signedIn = useRef(Boolean(session));
  signedIn.current = Boolean(session);

  const endSession = useCallback(() => {
    clearStoredSession();
    queryClient.clear();
    setSession(null);
    setCookieCheck('done');
  }, [queryClient]);

  // Another tab logged in or out: follow it; with nothing stored, the cookie is asked again.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user)
        return;
      const stored = loadSession(queryClient);
      setSession(stored);
      if (!stored) setCookieCheck('idle');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  // The server refused our session (signed out in another tab, revoked, expired): sign out here.
  useEffect(
    () =>
      onSessionRefused(() => {
        if (signedIn.current) endSession();
      }),
    [endSession],
  );

  const restoreFromCookie = useCallback(() => {
    setCookieCheck((current) => (current === 'idle' ? 'checking' : current));
  }, []);

  useEffect(() => {
    if (cookieCheck !== 'checking') return;
    let stale = false;
    // Without a stored token, the browser's session cookie alone authenticates this request.
    apiJson<{ user: SessionUser | null }>('GET', '/api/auth/session')
      .then(({ user }) => {
        if (stale || !user) return;
        detectUserChange(user, queryClient);
        setSession({ user, token: null });
      })
      .catch(() => undefined) // no live cookie: the login form
      .finally(() => {
        if (!stale) setCookieCheck('done');
      });
    return () => {
      stale = true;
    };
  }, [cookieCheck, queryClient]);

  const login = useCallback(
    (user: SessionUser, token: string, rememberMe: boolean) => {
      detectUserChange(user, queryClient);
      writeStoredSession({ user, token }, rememberMe);
      writeFingerprint(user);
      setSession({ user, token });
      setCookieCheck('done');
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    // Revoke the session on the server; a failure must not keep the user signed in here.
    await apiRequest('POST', '/api/auth/logout').catch(() => undefined);
    endSession();
  }, [endSession]);

  const updateUser = useCallback((changes: Partial<SessionUser>) => {
    setSession((current) => {
      if (!current) return current;
      const user = { ...current.user, ...changes };
      updateStoredUser(user);
      return { ...current, user };
    });
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      user: session?.user ?? null,
      token: session?.token ?? null,
      isAuthenticated: Boolean(session),
      isAdmin: session?.user.role === 'admin',
      isSecretary: session?.user.role === 'secretary',
      homePath: homePathOf(session?.user.role),
      isRestoring: !session && cookieCheck !== 'done',
      restoreFromCookie,
      login,
      logout,
      updateUser,
    }),
    [session, cookieCheck, restoreFromCookie, login, logout, updateUser],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession() {
  const context = use(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}
