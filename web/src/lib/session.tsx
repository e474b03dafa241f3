import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { STORAGE_KEYS } from '../../../core/constants.ts';
import { apiRequest } from './api-client';
import {
  clearStoredSession,
  fingerprintMismatch,
  readFingerprint,
  readStoredSession,
  updateStoredUser,
  writeFingerprint,
  writeStoredSession,
  type SessionUser,
  type StoredSession,
} from './session-storage';

type SessionContextValue = {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
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

function loadSession(queryClient: QueryClient): StoredSession | null {
  const session = readStoredSession();
  if (session && detectUserChange(session.user, queryClient)) writeFingerprint(session.user);
  return session;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<StoredSession | null>(() => loadSession(queryClient));

  // Another tab logged in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user)
        setSession(loadSession(queryClient));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const login = useCallback(
    (user: SessionUser, token: string, rememberMe: boolean) => {
      detectUserChange(user, queryClient);
      writeStoredSession({ user, token }, rememberMe);
      writeFingerprint(user);
      setSession({ user, token });
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    // Revoke the session on the server; a failure must not keep the user signed in here.
    await apiRequest('POST', '/api/auth/logout').catch(() => undefined);
    clearStoredSession();
    queryClient.clear();
    setSession(null);
  }, [queryClient]);

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
      login,
      logout,
      updateUser,
    }),
    [session, login, logout, updateUser],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession() {
  const context = use(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}
