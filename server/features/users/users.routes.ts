import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserDto } from '@core/schemas/auth.ts';
import {
  CreateProfessionalInput,
  FutureAppointmentsDto,
  UpdateProfessionalInput,
  UserIdParams,
} from '@core/schemas/users.ts';
import { TransferAppointmentsDto, TransferAppointmentsInput } from '@core/schemas/hand-over.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { countProfessionalFutureAppointments } from './count-future-appointments.ts';
import { createProfessional } from './create-professional.ts';
import { removeProfessional } from './remove-professional.ts';
import { transferAppointments } from './transfer-appointments.ts';
import { updateProfessional } from './update-professional.ts';
import { listOrganizationUsers, toUserDto } from './users.repository.ts';

export const usersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, events, config },
) => {
  // Each answer says something of an address (taken in this office, or not usable): limited as
  // logins are, so an admin cannot probe addresses at will.
  const rateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  app.get(
    '/api/admin/users',
    // The team the agenda shows: a secretary reads it too (decision 080).
    { config: { access: 'staff' }, schema: { response: { 200: z.array(UserDto) } } },
    async (request) => {
      const rows = await listOrganizationUsers(db, actorOf(request).organizationId);
      return rows.map(toUserDto);
    },
  );

  app.post(
    '/api/admin/users',
    {
      config: { access: 'admin', rateLimit },
      schema: { body: CreateProfessionalInput, response: { 201: UserDto } },
    },
    async (request, reply) => {
      const user = await createProfessional(db, { actor: actorOf(request), input: request.body });
      return reply.status(201).send(user);
    },
  );

  app.put(
    '/api/admin/users/:userId',
    {
      config: { access: 'admin', rateLimit },
      schema: { params: UserIdParams, body: UpdateProfessionalInput, response: { 200: UserDto } },
    },
    async (request) =>
      updateProfessional(db, {
        events,
        actor: actorOf(request),
        userId: request.params.userId,
        input: request.body,
      }),
  );

  // Asked before 'Remover': with appointments ahead the admin is offered 'Desativar' instead.
  app.get(
    '/api/admin/users/:userId/future-appointments',
    {
      config: { access: 'admin' },
      schema: { params: UserIdParams, response: { 200: FutureAppointmentsDto } },
    },
    async (request) =>
      countProfessionalFutureAppointments(db, {
        actor: actorOf(request),
        userId: request.params.userId,
      }),
  );

  // 'Transferir agendamentos' (decision 081): a preview with dryRun, then the transfer.
  app.post(
    '/api/admin/users/:userId/transfer-appointments',
    {
      config: { access: 'admin' },
      schema: {
        params: UserIdParams,
        body: TransferAppointmentsInput,
        response: { 200: TransferAppointmentsDto },
      },
    },
    async (request) =>
      transferAppointments(db, {
        events,
        actor: actorOf(request),
        userId: request.params.userId,
        input: request.body,
      }),
  );

  app.delete(
    '/api/admin/users/:userId',
    { config: { access: 'admin' }, schema: { params: UserIdParams } },
    async (request, reply) => {
      await removeProfessional(db, {
        events,
        actor: actorOf(request),
        userId: request.params.userId,
      });
      return reply.status(204).send();
    },
  );
};
