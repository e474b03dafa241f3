import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_DAYS } from '@core/constants.ts';
import { SESSION_COOKIE } from './session-actor.ts';

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
