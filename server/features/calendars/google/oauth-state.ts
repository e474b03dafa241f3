import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a consent URL stays usable. */
export const STATE_TTL_MS = 10 * 60_000;

// A key of its own for signing, derived from the token key, so one secret serves both uses.
const signingKey = (tokenKey: Buffer) =>
  Buffer.from(hkdfSync('sha256', tokenKey, '', 'agendei google oauth state', 32));

const sign = (tokenKey: Buffer, payload: string) =>
  createHmac('sha256', signingKey(tokenKey)).update(payload).digest('base64url');

/** A signed `state` bound to the user and expiring after STATE_TTL_MS. */
export function createOAuthState(tokenKey: Buffer, userId: string, now = new Date()): string {
  const payload = Buffer.from(
    JSON.stringify({
      u: userId,
      e: now.getTime() + STATE_TTL_MS,
      n: randomBytes(8).toString('base64url'),
    }),
  ).toString('base64url');
  return `${payload}.${sign(tokenKey, payload)}`;
}

/** The user id of a valid state; null when forged, altered or expired. */
export function readOAuthState(tokenKey: Buffer, state: string, now = new Date()): string | null {
  const [payload, signature] = state.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(tokenKey, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { u, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      u?: unknown;
      e?: unknown;
    };
    if (typeof u !== 'string' || typeof e !== 'number' || e < now.getTime()) return null;
    return u;
  } catch {
    return null;
  }
}
