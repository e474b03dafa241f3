import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);
const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const isAddressOrRange = (entry: string) =>
  entry.includes('/') ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);

/**
 * Which proxies in front of the app to believe (X-Forwarded-For/-Proto/-Host): none (`false`),
 * how many hops (`true` is one: the proxy that appends the real address last, as nginx's
 * `$proxy_add_x_forwarded_for` does), or the proxies' own addresses and CIDR ranges. The client's
 * address is the right-most entry not added by a trusted proxy, so an entry the client wrote
 * itself, further left, is never taken (decision 056).
 */
/**
 * Fastify's `trustProxy` for a TRUST_PROXY setting. A hop count is given as proxy-addr's function
 * (trust the first N addresses from the socket inward): Fastify reads a bare number as trusting
 * no one for `request.ip`, which would give every client the proxy's address.
 */
export function fastifyTrustProxy(
  setting: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `must be true, false, a hop count, or proxy addresses/CIDRs (not: ${wrong.join(', ')})`,
    });
    return z.NEVER;
  });

/** A 256-bit key written as 64 hex digits or as base64. */
export function decodeTokenKey(key: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(key) ? Buffer.from(key, 'hex') : Buffer.from(key, 'base64');
}
const isTokenKey = (key: string) => decodeTokenKey(key).length === 32;

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EXTERNAL_AUTH_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EXTERNAL_AUTH_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  SMTP_URL: z.string().optional(),
  WEBHOOK_ALLOW_PRIVATE: flag,
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(1000),
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(16),
  OUTBOX_CLAIM_MS: z.coerce.number().int().positive().default(60_000),
  OUTBOX_WORKER: z.enum(['on', 'off']).default('on'),
  /** The embedded PGlite on a thread of its own (on) or on the server's thread (off). */
  PGLITE_THREAD: z.enum(['on', 'off']).default('on'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /**
   * API requests one instance works on at once (0: no limit, no load shedding). As many more wait
   * for a slot, MAX_QUEUE_WAIT_MS at most; past either they get 503 with Retry-After. The default
   * comes from bench/mixed-load.ts (decision 038).
   */
  MAX_IN_FLIGHT_REQUESTS: z.coerce.number().int().min(0).default(64),
  /** How long an API request may wait (for its turn, then for a slot) before it gets 503 instead. */
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().positive().default(100),
  /** Live-update streams (SSE) one client address may hold open in an instance; one more gets 429. */
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Live-update streams an instance holds open in all; one more gets 503. Keep under `ulimit -n`. */
  STREAMS_MAX: z.coerce.number().int().min(1).default(2000),
  TRUST_PROXY: trustProxySetting,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  /** The web app's server entry (web/src/entry-server.tsx built), for server-rendered public pages. */
  WEB_SSR_DIR: z.string().default('./dist/web-ssr'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_REDIRECT_URI: optionalUrl,
  GOOGLE_TOKEN_KEY: optionalText.refine((key) => key === undefined || isTokenKey(key), {
    message: 'must be 32 bytes in base64 or hex (openssl rand -base64 32)',
  }),
  /**
   * Keys GOOGLE_TOKEN_KEY replaced, comma-separated: tokens sealed with them are still read, and
   * re-sealed with the current key when the server starts. Remove once every instance has run.
   */
  GOOGLE_TOKEN_KEY_PREVIOUS: optionalText.refine(
    (keys) => keys === undefined || keys.split(',').every((key) => isTokenKey(key.trim())),
    { message: 'each key must be 32 bytes in base64 or hex, separated by commas' },
  ),
  GOOGLE_OAUTH_BASE_URL: z.string().url().default('https://accounts.google.com'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_API_BASE_URL: z.string().url().default('https://www.googleapis.com'),
  /** How often each instance pulls connected professionals' Google Calendar changes (ms). */
  GOOGLE_SYNC_MS: z.coerce.number().int().positive().default(300_000),
  /** How often each instance applies the organizations' LGPD retention periods (ms; 1 hour). */
  RETENTION_INTERVAL_MS: z.coerce.number().int().positive().default(3_600_000),
  /** WhatsApp Business Cloud API base (version included); messages go to {base}/{phone-number id}/messages. */
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  /**
   * 32 bytes (base64 or hex) sealing the offices' Pix PSP client secrets, certificates and keys
   * (decision 085); unset: no office can set up a PSP and static Pix stays the only kind.
   */
  PIX_PSP_KEY: optionalText.refine((key) => key === undefined || isTokenKey(key), {
    message: 'must be 32 bytes in base64 or hex (openssl rand -base64 32)',
  }),
  /** A PEM file of extra CAs trusted for PSP calls, besides the system's (tests, homologation). */
  PIX_PSP_CA_FILE: optionalText,
  /** Bearer token for GET /metrics; unset: /metrics answers only direct loopback requests. */
  METRICS_TOKEN: optionalText,
  /** How long GET /readyz waits for the database's `select 1` (ms). */
  READY_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  /** Always mark the session cookie Secure (otherwise only when the request came over https). */
  COOKIE_SECURE: flag,
  /** Where `npm run db:backup` writes the embedded database's archives. */
  BACKUP_DIR: z.string().default('./backups'),
});

const CheckedConfigSchema = ConfigSchema.superRefine((config, context) => {
  // Google is on only with all three secrets; half a configuration stops the boot.
  const google = [config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, config.GOOGLE_TOKEN_KEY];
  if (google.some(Boolean) && !google.every(Boolean)) {
    context.addIssue({
      code: 'custom',
      path: ['GOOGLE_CLIENT_ID'],
      message: 'set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_TOKEN_KEY together',
    });
  }
});

export type Config = z.infer<typeof ConfigSchema>;

/** Parses the environment once at boot; a bad value stops the process with a clear list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = CheckedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** A config for tests and tools: defaults plus overrides, without reading process.env. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // No load shedding: tests fire many requests at one instant through inject() to prove races,
  // not overload; the shedding tests turn it on.
  const defaults = ConfigSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MAX_IN_FLIGHT_REQUESTS: '0',
  });
  return { ...defaults, ...overrides };
}
