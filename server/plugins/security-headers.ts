import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { EMBED_SCRIPT_PATH, isEmbeddedBookingPage } from './embeddable-pages.ts';
import type { WebIndex } from './static-web.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries (the set helmet sends by default, minus HSTS: see below). */
const STATIC_HEADERS: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * What a document (a page, or a worker's script) reads of them and a script or stylesheet does
 * not: the CSP, framing, the opener and agent cluster, the referrer policy (a module's imports and
 * a stylesheet's fetches follow the page's when their own response names none), and old
 * browsers' switches. A script or stylesheet keeps `nosniff` (never run or applied as another
 * type), CORP (no other site reads it no-cors) and HSTS. Each of these headers repeated on every
 * script was ~0.6 KB a file over the wire (docs/decisions/065).
 */
export const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Drops the page-only headers from the answer: it sends a script or stylesheet file. */
export function withoutPageHeaders(reply: FastifyReply): void {
  for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
}

/**
 * The Content-Security-Policy: our own scripts plus exactly the inline scripts of the current
 * index.html; connections to ourselves and to the external login, if any.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'EXTERNAL_AUTH_URL'>,
  scriptHashes: string,
  frameAncestors = "'self'",
): string {
  const connect = ["'self'"];
  if (config.EXTERNAL_AUTH_URL) connect.push(new URL(config.EXTERNAL_AUTH_URL).origin);
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    "img-src 'self' data:",
    "object-src 'none'",
    `script-src 'self' ${scriptHashes}`,
    "script-src-attr 'none'",
    "style-src 'self' https: 'unsafe-inline'",
    `connect-src ${connect.join(' ')}`,
  ].join(';');
}

/**
 * Security headers on every answer, built once: the CSP again only when index.html's inline
 * scripts change (a rebuild), never per request. HSTS only over https, where it means something
 * (directly, or X-Forwarded-Proto behind TRUST_PROXY). The booking pages in embed mode may be
 * framed by any site and /embed.js loaded by any site (embeddable-pages.ts); nothing else.
 */
export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    { config, webIndex }: { config: Pick<Config, 'EXTERNAL_AUTH_URL'>; webIndex: WebIndex },
  ) => {
    let hashes: string | undefined;
    let csp = '';
    let embeddedCsp = '';
    app.addHook('onRequest', async (request, reply) => {
      const current = webIndex.scriptHashes();
      if (current !== hashes) {
        hashes = current;
        csp = contentSecurityPolicy(config, current);
        embeddedCsp = contentSecurityPolicy(config, current, '*');
      }
      reply.headers(STATIC_HEADERS);
      if (isEmbeddedBookingPage(request.url)) {
        reply.removeHeader('x-frame-options');
        reply.header('content-security-policy', embeddedCsp);
      } else {
        reply.header('content-security-policy', csp);
      }
      if (request.url.split('?')[0] === EMBED_SCRIPT_PATH) {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    });
  },
);
