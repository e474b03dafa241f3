import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/app-error.ts';
import { messages } from '../../core/messages.ts';
import type { Db } from '../db/client.ts';
import type { Actor } from '../features/auth/actor.ts';
import { hashSessionToken } from '../features/auth/session-token.ts';
import { findLiveSession } from '../features/auth/sessions.repository.ts';

export const SESSION_COOKIE = 'agendei_session';
export const STREAM_PATH = '/api/notifications/stream';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** EventSource cannot send headers: the live-updates stream also takes ?token= (never logged). */
function streamToken(request: FastifyRequest): string | undefined {
  if (!request.url.startsWith(STREAM_PATH)) return undefined;
  const token = (request.query as { token?: unknown }).token;
  return typeof token === 'string' && token ? token : undefined;
}

async function resolveActor(db: Db, request: FastifyRequest): Promise<Actor | null> {
  const fromHeader = bearerToken(request) ?? streamToken(request);
  const token = fromHeader ?? request.cookies[SESSION_COOKIE];
  if (!token || token.length > 512) return null;
  const session = await findLiveSession(db, hashSessionToken(token), new Date());
  if (!session) return null;
  // Cookie-authenticated writes are checked for their origin by the CSRF plugin (csrf.ts).
  return { ...session, via: fromHeader ? 'bearer' : 'cookie' };
}

export const authPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) request.actor = await resolveActor(options.db, request);
  });
});

/** Route guard: a signed-in user of any role. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', messages.auth.unauthenticated);
}

/** Route guard: an admin of the organization. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.actor!.role !== 'admin') throw new AppError('FORBIDDEN', messages.auth.forbidden);
}

/** The actor of a guarded route. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', messages.auth.unauthenticated);
  return request.actor;
}
