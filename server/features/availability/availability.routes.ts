import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AvailabilityDto,
  AvailabilityIdParams,
  CopyDayAvailabilityInput,
  CreateAvailabilityInput,
  ToggleAvailabilityInput,
} from '@core/schemas/availability.ts';
import { TargetUserQuery } from '@core/schemas/users.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { copyDayAvailability } from './copy-day-availability.ts';
import { createAvailability } from './create-availability.ts';
import { listAvailability } from './list-availability.ts';
import { removeAvailability } from './remove-availability.ts';
import { toggleAvailability } from './toggle-availability.ts';

export const availabilityRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, events },
) => {
  app.get(
    '/api/availability',
    {
      config: { access: 'user' },
      schema: { querystring: TargetUserQuery, response: { 200: z.array(AvailabilityDto) } },
    },
    async (request) =>
      listAvailability(db, { actor: actorOf(request), userId: request.query.userId }),
  );

  app.post(
    '/api/availability',
    {
      config: { access: 'member' },
      schema: { body: CreateAvailabilityInput, response: { 201: AvailabilityDto } },
    },
    async (request, reply) => {
      const row = await createAvailability(db, {
        events,
        actor: actorOf(request),
        input: request.body,
      });
      return reply.status(201).send(row);
    },
  );

  app.post(
    '/api/availability/copy',
    {
      config: { access: 'member' },
      schema: { body: CopyDayAvailabilityInput, response: { 200: z.array(AvailabilityDto) } },
    },
    async (request) =>
      copyDayAvailability(db, { events, actor: actorOf(request), input: request.body }),
  );

  app.patch(
    '/api/availability/:id',
    {
      config: { access: 'member' },
      schema: {
        params: AvailabilityIdParams,
        body: ToggleAvailabilityInput,
        response: { 200: AvailabilityDto },
      },
    },
    async (request) =>
      toggleAvailability(db, {
        events,
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/api/availability/:id',
    { config: { access: 'member' }, schema: { params: AvailabilityIdParams } },
    async (request, reply) => {
      await removeAvailability(db, {
        events,
        actor: actorOf(request),
        id: request.params.id,
      });
      return reply.status(204).send();
    },
  );
};
