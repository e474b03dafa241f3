import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authMessages } from '@core/messages.ts';
import {
  AuthResponse,
  ChangePasswordInput,
  ExternalLoginInput,
  LoginInput,
  MessageResponse,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  RegisterAdminInput,
} from '@core/schemas/auth.ts';
import { announceSessionsEnded } from '../../realtime/sessions-ended.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { SESSION_COOKIE } from './session-actor.ts';
import { setSessionCookie, startRememberedSession, userAgentOf } from './session-cookie.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { changePassword } from './change-password.ts';
import { externalLogin } from './external-login.ts';
import { authenticateUser } from './login-user.ts';
import { registerAdmin } from './register-admin.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { revokeSession } from './sessions.repository.ts';
import { startSession } from './start-session.ts';

export const authRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, config, events },
) => {
  const rateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    '/api/auth/config',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ externalAuthUrl: z.string().nullable() }) } },
    },
    async () => ({
      externalAuthUrl: config.EXTERNAL_AUTH_URL ?? null,
    }),
  );

  app.post(
    '/api/auth/admin/register',
    {
      config: { access: 'public', rateLimit },
      schema: { body: RegisterAdminInput, response: { 201: AuthResponse } },
    },
    async (request, reply) => {
      const user = await registerAdmin(db, request.body);
      const alwaysSecure = config.COOKIE_SECURE;
      const session = await startRememberedSession(db, { request, reply, user, alwaysSecure });
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/api/auth/user/login',
    {
      config: { access: 'public', rateLimit },
      schema: { body: LoginInput, response: { 200: AuthResponse } },
    },
    async (request, reply) => {
      const user = await authenticateUser(db, request.body);
      const rememberMe = request.body.rememberMe ?? true;
      const session = await startSession(db, { user, rememberMe, userAgent: userAgentOf(request) });
      setSessionCookie(reply, session.token, rememberMe, config.COOKIE_SECURE);
      return session;
    },
  );

  app.post(
    '/api/auth/external/login',
    {
      config: { access: 'public', rateLimit },
      schema: { body: ExternalLoginInput, response: { 200: AuthResponse } },
    },
    async (request, reply) => {
      const user = await externalLogin(db, {
        providerUrl: config.EXTERNAL_AUTH_URL,
        timeoutMs: config.EXTERNAL_AUTH_TIMEOUT_MS,
        externalToken: request.body.externalToken,
      });
      const alwaysSecure = config.COOKIE_SECURE;
      return startRememberedSession(db, { request, reply, user, alwaysSecure });
    },
  );

  // Answers the same whether or not the address has an account.
  app.post(
    '/api/auth/password-reset',
    {
      config: { access: 'public', rateLimit },
      schema: { body: PasswordResetRequestInput, response: { 200: MessageResponse } },
    },
    async (request) => {
      await requestPasswordReset(db, { input: request.body });
      return { message: authMessages.resetRequested };
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { access: 'public', rateLimit },
      schema: { body: PasswordResetConfirmInput, response: { 200: MessageResponse } },
    },
    async (request) => {
      await resetPassword(db, { input: request.body, events });
      return { message: authMessages.resetDoneDescription };
    },
  );

  // Limited too: a stolen session must not be able to guess the current password at will.
  app.post(
    '/api/user/password',
    {
      config: { access: 'user', rateLimit },
      schema: { body: ChangePasswordInput, response: { 200: MessageResponse } },
    },
    async (request) => {
      await changePassword(db, { actor: actorOf(request), input: request.body, events });
      return { message: authMessages.passwordChangedDescription };
    },
  );

  app.post('/api/auth/logout', { config: { access: 'user' } }, async (request, reply) => {
    const actor = actorOf(request);
    await revokeSession(db, actor.sessionId, new Date());
    await announceSessionsEnded(events, {
      organizationId: actor.organizationId,
      userId: actor.userId,
      sessionId: actor.sessionId,
    });
    await recordAudit(db, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      actorKind: 'user',
      action: 'logout',
      entity: 'session',
      entityId: actor.sessionId,
    });
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });
};
