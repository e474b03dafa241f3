import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthResponse } from '@core/schemas/auth.ts';
import {
  AcceptInvitationInput,
  CreateInvitationInput,
  InvitationDto,
  InvitationIdParams,
  InvitationPreviewDto,
  InvitationTokenInput,
} from '@core/schemas/invitations.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { startRememberedSession } from '../auth/session-cookie.ts';
import { acceptInvitation, previewInvitation } from './accept-invitation.ts';
import { resendInvitation, revokeInvitation } from './change-invitation.ts';
import { createInvitation } from './create-invitation.ts';
import { listInvitations, toInvitationDto } from './invitations.repository.ts';

/** Inviting by e-mail (issue 35, decision 079): the admin's list and actions, the public accept. */
export const invitationsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, config },
) => {
  // Limited as logins are: an invitation says something of an address (taken in this office).
  const rateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    '/api/admin/invitations',
    { config: { access: 'admin' }, schema: { response: { 200: z.array(InvitationDto) } } },
    async (request) => {
      const now = new Date();
      const rows = await listInvitations(db, actorOf(request).organizationId);
      return rows.map((row) => toInvitationDto(row, now));
    },
  );

  // 202: the e-mail goes out through the outbox; the answer is the same for every address
  // outside the office, with or without an account elsewhere.
  app.post(
    '/api/admin/invitations',
    {
      config: { access: 'admin', rateLimit },
      schema: { body: CreateInvitationInput, response: { 202: InvitationDto } },
    },
    async (request, reply) => {
      const invitation = await createInvitation(db, {
        actor: actorOf(request),
        input: request.body,
      });
      return reply.status(202).send(invitation);
    },
  );

  app.post(
    '/api/admin/invitations/:invitationId/resend',
    {
      config: { access: 'admin', rateLimit },
      schema: { params: InvitationIdParams, response: { 202: InvitationDto } },
    },
    async (request, reply) => {
      const invitation = await resendInvitation(db, {
        actor: actorOf(request),
        invitationId: request.params.invitationId,
      });
      return reply.status(202).send(invitation);
    },
  );

  app.post(
    '/api/admin/invitations/:invitationId/revoke',
    {
      config: { access: 'admin' },
      schema: { params: InvitationIdParams, response: { 200: InvitationDto } },
    },
    async (request) =>
      revokeInvitation(db, { actor: actorOf(request), invitationId: request.params.invitationId }),
  );

  // The token travels in the body, never in a path a log or a proxy keeps.
  app.post(
    '/api/auth/invitation',
    {
      config: { access: 'public', rateLimit },
      schema: { body: InvitationTokenInput, response: { 200: InvitationPreviewDto } },
    },
    async (request) => previewInvitation(db, { token: request.body.token }),
  );

  app.post(
    '/api/auth/invitation/accept',
    {
      config: { access: 'public', rateLimit },
      schema: { body: AcceptInvitationInput, response: { 201: AuthResponse } },
    },
    async (request, reply) => {
      const user = await acceptInvitation(db, { input: request.body });
      const alwaysSecure = config.COOKIE_SECURE;
      const session = await startRememberedSession(db, { request, reply, user, alwaysSecure });
      return reply.status(201).send(session);
    },
  );
};
