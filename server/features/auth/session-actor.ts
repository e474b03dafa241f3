import type { FastifyRequest } from 'fastify';
import { bearerTokenOf } from '@core/bearer-token.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { hashSessionToken } from './session-token.ts';
import { findLiveSession } from './sessions.repository.ts';

export const SESSION_COOKIE = 'agendei_session';

/**
 * The signed-in user of a request (bearer session token or session cookie), or null. A session
 * token is never taken from the URL (proxies log URLs): the browser's live-updates stream
 * (EventSource, which cannot send headers) is authenticated by the cookie.
 */
export async function resolveSessionActor(db: Db, request: FastifyRequest): Promise<Actor | null> {
  const fromHeader = bearerTokenOf(request.headers.authorization);
  const token = fromHeader ?? request.cookies[SESSION_COOKIE];
  if (!token || token.length > 512) return null;
  const session = await findLiveSession(db, hashSessionToken(token), new Date());
  if (!session) return null;
  // Cookie-authenticated writes are checked for their origin by the CSRF plugin (csrf.ts).
  return { ...session, via: fromHeader ? 'bearer' : 'cookie' };
}
