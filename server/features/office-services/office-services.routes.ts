import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OfficeServiceDto,
  OfficeServiceIdParams,
  OfficeServiceInput,
} from '@core/schemas/office-services.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listOfficeServices } from './office-services.repository.ts';
import { removeOfficeService } from './remove-office-service.ts';
import { saveOfficeService } from './save-office-service.ts';

/** 'Serviços do escritório' (issue 35, decision 082): the admin's alone. */
export const officeServicesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, events },
) => {
  const config = { access: 'admin' as const };

  app.get(
    '/api/admin/office-services',
    { config, schema: { response: { 200: z.array(OfficeServiceDto) } } },
    async (request) => listOfficeServices(db, actorOf(request).organizationId),
  );

  app.post(
    '/api/admin/office-services',
    { config, schema: { body: OfficeServiceInput, response: { 201: OfficeServiceDto } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await saveOfficeService(db, { actor: actorOf(request), input: request.body, events }),
        ),
  );

  app.put(
    '/api/admin/office-services/:id',
    {
      config,
      schema: {
        params: OfficeServiceIdParams,
        body: OfficeServiceInput,
        response: { 200: OfficeServiceDto },
      },
    },
    async (request) =>
      saveOfficeService(db, {
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
        events,
      }),
  );

  app.delete(
    '/api/admin/office-services/:id',
    { config, schema: { params: OfficeServiceIdParams } },
    async (request, reply) => {
      await removeOfficeService(db, { actor: actorOf(request), id: request.params.id, events });
      return reply.status(204).send();
    },
  );
};
