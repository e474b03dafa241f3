import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@core/app-error.ts';
import { authMessages } from '@core/messages.ts';
import type { Db } from '../db/client.ts';
import { authenticateToken } from '../features/integrations/authenticate-token.ts';
import { authenticateMcpCaller } from '../features/mcp-oauth/authenticate-oauth-token.ts';
import { mcpResourceUrl } from '../features/mcp-oauth/mcp-resource.ts';
import { resolveSessionActor } from './auth.ts';
import { requestOrigin } from './request-origin.ts';

/**
 * Who may call a route, declared in its options (`config: { access }`):
 * - `public`: anyone; the handler checks anything else (a signature, a private link's token);
 * - `user`: a signed-in user of any role (session cookie or bearer session token);
 * - `admin`: a signed-in admin of the organization;
 * - `api-token` / `mcp-token`: a live REST API / MCP token of an organization with it switched on
 *   (for MCP also an OAuth access token issued for this server, decision 033).
 */
export const ROUTE_ACCESS = ['public', 'user', 'admin', 'api-token', 'mcp-token'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered, with its declared access (read by the route-table test). */
    routeAccessTable: RouteAccessEntry[];
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

const SESSION_ACCESS = new Set<RouteAccess | undefined>(['user', 'admin']);

const accessOf = (request: FastifyRequest): RouteAccess | undefined =>
  request.routeOptions.config.access;

/** Declares `access` on every route a third-party plugin registers inside `app` (docs, static files). */
export function declareAccessForAll(app: FastifyInstance, access: RouteAccess) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/**
 * One guard for every route, driven by the route's declared access, never by its URL (the
 * router decodes `%61dmin`, so a string test on `request.url` can be walked around).
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; publicUrl: string | undefined }) => {
    app.decorateRequest('actor', null);
    // The session is read before the other onRequest hooks (CSRF checks cookie-authenticated writes).
    app.addHook('onRequest', async (request) => {
      if (SESSION_ACCESS.has(accessOf(request))) {
        request.actor = await resolveSessionActor(options.db, request);
      }
    });

    // Enforced after the routes' own onRequest hooks (rate limits count refused guesses), before
    // the body is read.
    app.addHook('preParsing', async (request) => {
      if (request.is404) return;
      const access = accessOf(request);
      switch (access) {
        case 'public':
          return;
        case 'user':
        case 'admin':
          if (!request.actor) throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated);
          if (access === 'admin' && request.actor.role !== 'admin') {
            throw new AppError('FORBIDDEN', authMessages.forbidden);
          }
          return;
        case 'api-token':
          request.actor = await authenticateToken(options.db, 'api', request.headers.authorization);
          return;
        case 'mcp-token':
          request.actor = await authenticateMcpCaller(options.db, {
            authorization: request.headers.authorization,
            resource: mcpResourceUrl(requestOrigin(request, options.publicUrl)),
          });
          return;
        default:
          throw new AppError('FORBIDDEN', authMessages.forbidden);
      }
    });
  },
);

/**
 * Keeps the table of every route and its declared access; registered before any route. A route
 * without a declared access stops the app from starting (at run time it would be refused).
 */
export const routeAccessTablePlugin = fp(async (app: FastifyInstance) => {
  const routes: RouteOptions[] = [];
  app.decorate('routeAccessTable', [] as RouteAccessEntry[]);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    app.routeAccessTable = routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        access: route.config?.access,
      })),
    );
    const undeclared = app.routeAccessTable.filter((entry) => !entry.access);
    if (undeclared.length > 0) {
      const list = undeclared.map((entry) => `${entry.method} ${entry.url}`).join(', ');
      throw new Error(`Routes without a declared access: ${list}`);
    }
  });
});
