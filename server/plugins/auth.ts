import type { FastifyRequest } from 'fastify';
import { AppError } from '@core/app-error.ts';
import { authMessages } from '@core/messages.ts';
import type { Actor } from '../kernel/actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth feature's access plugin for routes that require a user or a token. */
    actor: Actor | null;
  }
}

/** The actor of a route whose declared access requires one (route-access.ts). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated);
  return request.actor;
}
