import type { FastifyRequest } from 'fastify';
import { AppError } from '@core/app-error.ts';
import { bearerTokenOf } from '@core/bearer-token.ts';
import { authMessages } from '@core/messages.ts';
import type { Db } from '../db/client.ts';
import type { Actor } from '../kernel/actor.ts';
import { hashSessionToken } from '../features/auth/session-token.ts';
import { findLiveSession } from '../features/auth/sessions.repository.ts';

export const SESSION_COOKIE = 'agendei_session';
export const STREAM_PATH = '/api/notifications/stream';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access plugin for routes that require a user or a token. */
    actor: Actor | null;
  }
}

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

/** The actor of a route whose declared access requires one (access.ts). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated);
  return request.actor;
}
