import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@core/app-error.ts';
import { genericMessages } from '@core/messages.ts';
import { SessionDto, UserDto } from '@core/schemas/auth.ts';
import { UpdateProfileInput } from '@core/schemas/profile.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { resolveSessionActor } from '../auth/session-actor.ts';
import { findUserById, toUserDto } from '../users/users.repository.ts';
import { updateProfile } from './update-profile.ts';

export const profileRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, events, config },
) => {
  // A new tab asks who its browser's session cookie belongs to: 200 either way, so a signed-out
  // visitor's check is not a failed request in the console. A signed-in one also learns whether
  // this server sends e-mail (the admin's screens warn while it does not).
  app.get(
    '/api/auth/session',
    {
      config: { access: 'public' },
      schema: { response: { 200: SessionDto } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const actor = await resolveSessionActor(db, request);
      const user = actor ? await findUserById(db, actor.userId) : undefined;
      if (!user) return { user: null };
      return { user: toUserDto(user), emailConfigured: Boolean(config.SMTP_URL) };
    },
  );

  app.get(
    '/api/user/profile',
    { config: { access: 'user' }, schema: { response: { 200: UserDto } } },
    async (request) => {
      const user = await findUserById(db, actorOf(request).userId);
      if (!user) throw new AppError('NOT_FOUND', genericMessages.notFound);
      return toUserDto(user);
    },
  );

  app.patch(
    '/api/user/profile',
    {
      config: { access: 'user' },
      schema: { body: UpdateProfileInput, response: { 200: UserDto } },
    },
    async (request) =>
      updateProfile(db, {
        events,
        actor: actorOf(request),
        input: request.body,
      }),
  );
};
