import { createHash } from 'node:crypto';
import type { PspConnection } from './pix-provider.ts';

/** A token is asked again this long before the PSP said it expires. */
const REFRESH_MARGIN_MS = 60_000;
/** When the PSP does not say how long its token lasts. */
const DEFAULT_LIFETIME_SECONDS = 300;
/** One entry per office with a PSP; the oldest goes first past this. */
const MAX_ENTRIES = 1_000;

interface Entry {
  authorization: string;
  expiresAt: number;
}

/**
 * The PSPs' OAuth2 access tokens, kept in memory until shortly before they expire, so a booking
 * costs the PSP one call (the charge) instead of two (decision 085). Keyed by a hash of the
 * connection's credentials: new credentials (or a new certificate) get a new token.
 */
const tokens = new Map<string, Entry>();

export function tokenKey(connection: PspConnection): string {
  const { baseUrl, clientId, clientSecret, certificate } = connection;
  return createHash('sha256')
    .update([baseUrl, clientId, clientSecret, certificate].join('\0'))
    .digest('base64url');
}

/** The kept 'Bearer …' header of a connection, while it is good for another minute. */
export function keptToken(key: string, now = Date.now()): string | undefined {
  const entry = tokens.get(key);
  if (!entry) return undefined;
  if (entry.expiresAt - REFRESH_MARGIN_MS > now) return entry.authorization;
  tokens.delete(key);
  return undefined;
}

export function keepToken(
  key: string,
  authorization: string,
  expiresInSeconds = DEFAULT_LIFETIME_SECONDS,
  now = Date.now(),
): void {
  tokens.delete(key);
  tokens.set(key, { authorization, expiresAt: now + expiresInSeconds * 1000 });
  if (tokens.size > MAX_ENTRIES) tokens.delete(tokens.keys().next().value!);
}

/** The PSP refused a kept token (revoked, or its clock differs): the next call asks anew. */
export function forgetToken(key: string): void {
  tokens.delete(key);
}
