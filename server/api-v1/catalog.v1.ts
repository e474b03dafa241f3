import { AppError } from '../../core/app-error.ts';
import { messages } from '../../core/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserDto } from '../../core/schemas/auth.ts';
import {
  V1PageQuery,
  V1ProfessionalQuery,
  V1SlotsQuery,
  pageOf,
  v1Page,
} from '../../core/schemas/api-v1.ts';
import { AvailabilityDto } from '../../core/schemas/availability.ts';
import { SlotsDto } from '../../core/schemas/appointments.ts';
import { ProductDto } from '../../core/schemas/products.ts';
import { UserIdParams } from '../../core/schemas/users.ts';
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
        summary: 'Lista os profissionais da organização',
        querystring: V1PageQuery,
        response: { 200: v1Page(UserDto), ...errors },
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
        summary: 'Um profissional',
        params: UserIdParams,
        response: { 200: UserDto, ...errors },
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
        summary: 'Produtos e serviços de um profissional',
        querystring: V1ProfessionalQuery,
        response: { 200: z.array(ProductDto), ...errors },
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
        summary: 'Janelas semanais de atendimento de um profissional',
        querystring: V1ProfessionalQuery,
        response: { 200: z.array(AvailabilityDto), ...errors },
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
        summary: 'Horários livres de um profissional num período (datas locais AAAA-MM-DD)',
        querystring: V1SlotsQuery,
        response: { 200: SlotsDto, ...errors },
      },
    },
    async (request) =>
      findProfessionalSlots(db, scheduleCache, { actor: tokenActorOf(request), ...request.query }),
  );
};

function notFound() {
  return new AppError('NOT_FOUND', messages.users.notFound);
}
