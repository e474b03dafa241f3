import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { WebIndex } from './static-web.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet's headers with a CSP that allows our own scripts plus exactly the inline scripts of the
 * current index.html (hashes recomputed when the web app is rebuilt). HSTS is sent by the hook
 * below only over https, where it means something.
 */
export function helmetOptions(
  config: Pick<Config, 'EXTERNAL_AUTH_URL'>,
  webIndex: WebIndex,
): FastifyHelmetOptions {
  return {
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        scriptSrc: ["'self'", () => webIndex.scriptHashes()],
        connectSrc: [
          "'self'",
          ...(config.EXTERNAL_AUTH_URL ? [new URL(config.EXTERNAL_AUTH_URL).origin] : []),
        ],
        upgradeInsecureRequests: null,
      },
    },
  };
}

/** Strict-Transport-Security on https requests (directly, or X-Forwarded-Proto behind TRUST_PROXY). */
export const hstsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
});
