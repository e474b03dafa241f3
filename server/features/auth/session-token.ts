import { createHash, randomBytes } from 'node:crypto';

/** A new opaque session token (256 bits, URL-safe). */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a leaked database does not leak live sessions. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
