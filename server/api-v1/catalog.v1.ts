import { AppError } from '@core/app-error.ts';
import { usersMessages } from '@core/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { V1PageQuery, pageOf, v1Page } from '@core/schemas/api-v1.ts';
import {
  V1AvailabilityDto,
  V1ProductDto,
  V1ProfessionalQueryDoc,
  V1SlotsDto,
  V1SlotsQueryDoc,
  V1UserDto,
} from '@core/schemas/api-v1-documented.ts';
import { UserIdParams } from '@core/schemas/users.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { listAvailability } from '../features/availability/list-availability.ts';
import { findProfessionalSlots } from '../features/scheduling/find-professional-slots.ts';
import { listProducts } from '../features/products/list-products.ts';
import { listProfessionals } from '../features/users/list-professionals.ts';
import { tokenActorOf, v1Route } from './v1-route.ts';

/** Professionals, their products, weekly availability and free slots. */
export const catalogV1: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db, scheduleCache } = deps;
  const { config, tags, errors } = v1Route(deps.config, 'Profissionais e horários');

  app.get(
    '/api/v1/professionals',
    {
      config,
      schema: {
        tags,
        operationId: 'listProfessionals',
        summary: 'Lista os profissionais da organização',
        querystring: V1PageQuery,
        response: { 200: v1Page(V1UserDto), ...errors },
      },
    },
    async (request) =>
      pageOf(await listProfessionals(db, { actor: tokenActorOf(request) }), request.query),
  );

  app.get(
    '/api/v1/professionals/:userId',
    {
      config,
      schema: {
        tags,
        operationId: 'getProfessional',
        summary: 'Um profissional',
        params: UserIdParams,
        response: { 200: V1UserDto, ...errors },
      },
    },
    async (request) => {
      const all = await listProfessionals(db, { actor: tokenActorOf(request) });
      const found = all.find((user) => user.id === request.params.userId);
      if (!found) throw notFound();
      return found;
    },
  );

  app.get(
    '/api/v1/products',
    {
      config,
      schema: {
        tags,
        operationId: 'listProducts',
        summary: 'Produtos e serviços de um profissional',
        querystring: V1ProfessionalQueryDoc,
        response: { 200: z.array(V1ProductDto), ...errors },
      },
    },
    async (request) =>
      listProducts(db, { actor: tokenActorOf(request), userId: request.query.professionalId }),
  );

  app.get(
    '/api/v1/availability',
    {
      config,
      schema: {
        tags,
        operationId: 'listAvailability',
        summary: 'Janelas semanais de atendimento de um profissional',
        querystring: V1ProfessionalQueryDoc,
        response: { 200: z.array(V1AvailabilityDto), ...errors },
      },
    },
    async (request) =>
      listAvailability(db, { actor: tokenActorOf(request), userId: request.query.professionalId }),
  );

  app.get(
    '/api/v1/slots',
    {
      config,
      schema: {
        tags,
        operationId: 'listSlots',
        summary: 'Horários livres de um profissional num período (datas locais AAAA-MM-DD)',
        description:
          'No máximo 92 dias por consulta (from e to inclusive); cada horário diz quantas vagas ' +
          'ainda cabem nele.',
        querystring: V1SlotsQueryDoc,
        response: { 200: V1SlotsDto, ...errors },
      },
    },
    async (request) =>
      findProfessionalSlots(db, scheduleCache, { actor: tokenActorOf(request), ...request.query }),
  );
};

function notFound() {
  return new AppError('NOT_FOUND', usersMessages.notFound);
}
