import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@core/app-error.ts';
import { authMessages } from '@core/messages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host[:port] an Origin or Referer header names, or null when it cannot be read. */
function hostOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}

/**
 * CSRF: a write authenticated by the session cookie must come from our own pages. The browser's
 * Origin (or, without it, the Referer) must name this server: the Host it was asked for, the
 * forwarded host behind a trusted proxy, or PUBLIC_URL. A request with neither header is allowed
 * (browsers always send Origin on cross-site writes; OWASP's accepted rule). Bearer-token and
 * anonymous requests carry no ambient credential and are not checked.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: { publicUrl?: string }) => {
  const publicHost = options.publicUrl ? new URL(options.publicUrl).host : undefined;
  const ownHosts = (request: FastifyRequest) =>
    new Set([request.headers.host, request.host, publicHost].filter(Boolean));

  app.addHook('onRequest', async (request) => {
    if (request.actor?.via !== 'cookie' || SAFE_METHODS.has(request.method)) return;
    const claimed = request.headers.origin ?? request.headers.referer;
    if (claimed === undefined) return;
    const host = hostOf(claimed);
    if (!host || !ownHosts(request).has(host)) {
      request.log.warn({ origin: claimed }, 'cross-origin cookie write refused');
      throw new AppError('FORBIDDEN', authMessages.originRefused);
    }
  });
});
