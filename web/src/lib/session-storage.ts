import { STORAGE_KEYS } from '@core/constants.ts';
import type { UserDto } from '@core/schemas/auth.ts';

/** The part of the stored user the client relies on; the rest is kept as the server sent it. */
export type SessionUser = Pick<UserDto, 'id' | 'role' | 'email' | 'name'> & Partial<UserDto>;

export type StoredSession = { user: SessionUser; token: string };

type Fingerprint = {
  identity: { id: string; role: string };
  meta: { email: string; timestamp: number };
};

const SESSION_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.fingerprint];

function storages(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    return []; // storage disabled by the browser
  }
}

/** The storage holding the session: localStorage ("Lembrar de mim") or sessionStorage. */
function sessionStore(): Storage | undefined {
  return storages().find((storage) => storage.getItem(STORAGE_KEYS.token) !== null);
}

export function getStoredToken(): string | null {
  return sessionStore()?.getItem(STORAGE_KEYS.token) ?? null;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return ['id', 'role', 'email', 'name'].every((key) => typeof user[key] === 'string');
}

export function clearStoredSession() {
  for (const storage of storages()) {
    for (const key of SESSION_KEYS) storage.removeItem(key);
  }
}

/** Reads the stored session; a corrupt one is cleared silently (SPEC §4). */
export function readStoredSession(): StoredSession | null {
  const store = sessionStore();
  if (!store) return null;
  const token = store.getItem(STORAGE_KEYS.token);
  try {
    const user: unknown = JSON.parse(store.getItem(STORAGE_KEYS.user) ?? 'null');
    if (token && isSessionUser(user)) return { user, token };
  } catch {
    // fall through: corrupt JSON
  }
  clearStoredSession();
  return null;
}

export function writeStoredSession(session: StoredSession, rememberMe: boolean) {
  clearStoredSession();
  const store = storages()[rememberMe ? 0 : 1];
  if (!store) return;
  store.setItem(STORAGE_KEYS.token, session.token);
  store.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

/** Replaces the stored user in whichever storage holds the session (after a profile edit). */
export function updateStoredUser(user: SessionUser) {
  sessionStore()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

function toBase64(text: string) {
  const bytes = new TextEncoder().encode(text);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

function fromBase64(encoded: string) {
  const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Any stored fingerprint, including one left by a previous user (SPEC §3). */
export function readFingerprint(): Fingerprint | null {
  for (const storage of storages()) {
    const encoded = storage.getItem(STORAGE_KEYS.fingerprint);
    if (!encoded) continue;
    try {
      return JSON.parse(fromBase64(encoded)) as Fingerprint;
    } catch {
      return null;
    }
  }
  return null;
}

export function writeFingerprint(user: SessionUser) {
  const fingerprint: Fingerprint = {
    identity: { id: user.id, role: user.role },
    meta: { email: user.email, timestamp: Date.now() },
  };
  const store = sessionStore() ?? storages()[0];
  for (const storage of storages()) storage.removeItem(STORAGE_KEYS.fingerprint);
  store?.setItem(STORAGE_KEYS.fingerprint, toBase64(JSON.stringify(fingerprint)));
}

/** True when the stored fingerprint belongs to another identity (id or role changed). */
export function fingerprintMismatch(fingerprint: Fingerprint, user: SessionUser) {
  return fingerprint.identity?.id !== user.id || fingerprint.identity?.role !== user.role;
}
