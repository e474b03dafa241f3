/** SQLSTATEs and socket codes that mean "the database cannot be reached right now", not a bad query. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

/** What node-postgres says when a connection dies or cannot be made in time (no code on these). */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection ended',
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function isUnreachable(error: ErrorLike): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return UNREACHABLE_MESSAGES.some((text) => message.includes(text));
}

/**
 * True when an error (or its cause, as Drizzle wraps driver errors) says the database is down or
 * restarting: the request may succeed in a moment, so it deserves a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const candidate = error as ErrorLike;
  if (isUnreachable(candidate)) return true;
  if (Array.isArray(candidate.errors)) {
    return candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
  }
  return isDatabaseUnavailable(candidate.cause, depth + 1);
}
