import { randomBytes } from 'node:crypto';

/** Recognisable by kind; the existing MCP tokens are agd_mcp_… (integrations). */
export const ACCESS_TOKEN_PREFIX = 'agd_oat_';
export const REFRESH_TOKEN_PREFIX = 'agd_ort_';
export const CODE_PREFIX = 'agd_oac_';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 86_400_000;
export const CODE_TTL_MS = 5 * 60_000;
/** Time to sign in and decide on the consent screen. */
export const REQUEST_TTL_MS = 15 * 60_000;

/** A 256-bit secret with its kind's prefix; only its SHA-256 hash is stored (hashSessionToken). */
export function newOAuthSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}
/** A registered client nobody connected within a day is deleted (anyone may register one). */
export const UNUSED_CLIENT_KEPT_MS = 86_400_000;
