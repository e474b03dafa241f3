import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@core/constants.ts';

/**
 * Who may call a route, declared in its options (`config: { access }`):
 * - `public`: anyone; the handler checks anything else (a signature, a private link's token);
 * - `user`: a signed-in user of any role (session cookie or bearer session token);
 * - `member`: a signed-in admin or professional, who has a calendar of their own (hours, services,
 *   Pix, links, connected calendar, webhooks, OAuth grants): not a secretary (decision 080);
 * - `staff`: a signed-in admin or secretary: the office-wide agenda work (team list, office days);
 * - `admin`: a signed-in admin of the organization;
 * - `api-token` / `mcp-token`: a live REST API / MCP token of an organization with it switched on
 *   (for MCP also an OAuth access token issued for this server, decision 033).
 *
 * The auth feature's guard enforces it (its access.plugin.ts).
 */
export const ROUTE_ACCESS = [
  'public',
  'user',
  'member',
  'staff',
  'admin',
  'api-token',
  'mcp-token',
] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** The roles each session access lets in (the guard and the route-table test read it). */
export const SESSION_ACCESS_ROLES = {
  user: ['admin', 'professional', 'secretary'],
  member: ['admin', 'professional'],
  staff: ['admin', 'secretary'],
  admin: ['admin'],
} as const satisfies Partial<Record<RouteAccess, readonly Role[]>>;
export type SessionAccess = keyof typeof SESSION_ACCESS_ROLES;

export const isSessionAccess = (access: RouteAccess | undefined): access is SessionAccess =>
  access !== undefined && access in SESSION_ACCESS_ROLES;

/** Whether a role may call a route of this session access. */
export const sessionAccessAllows = (access: SessionAccess, role: Role): boolean =>
  (SESSION_ACCESS_ROLES[access] as readonly Role[]).includes(role);

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

/** The access a request's route declares. */
export const accessOf = (request: FastifyRequest): RouteAccess | undefined =>
  request.routeOptions.config.access;

/** Declares `access` on every route a third-party plugin registers inside `app` (docs, static files). */
export function declareAccessForAll(app: FastifyInstance, access: RouteAccess) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

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
