import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../core/app-error.ts';
import { messages } from '../core/messages.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { availabilityRoutes } from './features/availability/availability.routes.ts';
import { bookingFormRoutes } from './features/booking-form/booking-form.routes.ts';
import { productsRoutes } from './features/products/products.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { inlineScriptHashes, readIndexHtml, registerStaticWeb } from './plugins/static-web.ts';

z.config(z.locales.pt());

export interface AppDeps {
  config: Config;
  database: Database;
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    // Tokens never reach the logs: ?token= (SSE) is masked and auth headers are not logged.
    serializers: {
      req: (req) => ({ method: req.method, url: req.url.replace(/([?&]token=)[^&]*/g, '$1***') }),
    },
  };
}

/** Builds the whole application; it never listens, so tests drive it with inject(). */
export async function buildApp({ config, database }: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const indexHtml = readIndexHtml(config.WEB_DIST_DIR);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        scriptSrc: ["'self'", ...(indexHtml ? inlineScriptHashes(indexHtml) : [])],
        connectSrc: [
          "'self'",
          ...(config.EXTERNAL_AUTH_URL ? [new URL(config.EXTERNAL_AUTH_URL).origin] : []),
        ],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', messages.generic.rateLimited),
  });
  await app.register(authPlugin, { db: database.db });

  await app.register(authRoutes, { db: database.db, config });
  await app.register(profileRoutes, { db: database.db });
  await app.register(usersRoutes, { db: database.db });
  await app.register(availabilityRoutes, { db: database.db });
  await app.register(productsRoutes, { db: database.db });
  await app.register(bookingFormRoutes, { db: database.db });
  app.get('/api/health', async () => ({ status: 'ok', engine: database.engine }));

  await registerStaticWeb(app, config.WEB_DIST_DIR, indexHtml);
  return app;
}
