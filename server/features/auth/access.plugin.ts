import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@core/app-error.ts';
import { authMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import {
  type RouteAccess,
  accessOf,
  isSessionAccess,
  sessionAccessAllows,
} from '../../plugins/route-access.ts';
import { resolveSessionActor } from './session-actor.ts';

/**
 * Who a bearer token acts for, per token kind: given by the app (server/app.ts), since the REST
 * API's tokens and the MCP server's OAuth tokens are their own features' to read.
 */
export type TokenGuards = Record<
  Extract<RouteAccess, 'api-token' | 'mcp-token'>,
  (request: FastifyRequest) => Promise<Actor>
>;

/**
 * One guard for every route, driven by the route's declared access, never by its URL (the
 * router decodes `%61dmin`, so a string test on `request.url` can be walked around).
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; tokenGuards: TokenGuards }) => {
    app.decorateRequest('actor', null);
    // The session is read before the other onRequest hooks (CSRF checks cookie-authenticated writes).
    app.addHook('onRequest', async (request) => {
      if (isSessionAccess(accessOf(request))) {
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
        case 'member':
        case 'staff':
        case 'admin':
          if (!request.actor) throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated);
          if (!sessionAccessAllows(access, request.actor.role)) {
            throw new AppError('FORBIDDEN', authMessages.forbidden);
          }
          return;
        case 'api-token':
        case 'mcp-token':
          request.actor = await options.tokenGuards[access](request);
          return;
        default:
          throw new AppError('FORBIDDEN', authMessages.forbidden);
      }
    });
  },
);
