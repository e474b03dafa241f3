import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@core/app-error.ts';
import { authMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { type RouteAccess, accessOf } from '../../plugins/route-access.ts';
import { authenticateToken } from '../integrations/authenticate-token.ts';
import { authenticateMcpCaller } from '../mcp-oauth/authenticate-oauth-token.ts';
import { mcpResourceUrl } from '../mcp-oauth/mcp-resource.ts';
import { resolveSessionActor } from './session-actor.ts';

const SESSION_ACCESS = new Set<RouteAccess | undefined>(['user', 'admin']);

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
