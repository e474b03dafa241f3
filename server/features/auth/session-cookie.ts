import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_DAYS } from '@core/constants.ts';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import { SESSION_COOKIE } from './session-actor.ts';
import { startSession } from './start-session.ts';

/**
 * Sends the session cookie (HttpOnly, SameSite=Lax; Secure over https, or always with
 * COOKIE_SECURE); without "remember me" it is a browser-session cookie.
 */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  rememberMe: boolean,
  alwaysSecure: boolean,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: alwaysSecure || 'auto',
    ...(rememberMe ? { maxAge: SESSION_TTL_DAYS * 24 * 60 * 60 } : {}),
  });
}

export const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'] ?? null;

/**
 * Signs a new account in (registration, an external login, an accepted invitation): a
 * remembered session, its cookie, and the session to answer with.
 */
export async function startRememberedSession(
  db: Db,
  {
    request,
    reply,
    user,
    alwaysSecure,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    user: typeof users.$inferSelect;
    alwaysSecure: boolean;
  },
) {
  const session = await startSession(db, {
    user,
    rememberMe: true,
    userAgent: userAgentOf(request),
  });
  setSessionCookie(reply, session.token, true, alwaysSecure);
  return session;
}
