import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, v1Page } from '@core/schemas/api-v1.ts';
import { V1AppointmentListQueryDoc } from '@core/schemas/api-v1-documented.ts';
import { V1BlockDto, V1CreateBlockInput, V1UpdateBlockInput } from '@core/schemas/api-v1-blocks.ts';
import { BlockIdParams } from '@core/schemas/blocks.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createBlocks, deleteBlock, updateBlock } from '../features/blocks/block-changes.ts';
import { listBlocks } from '../features/blocks/list-blocks.ts';
import { NoContent, tokenActorOf, v1Route } from './v1-route.ts';

const V1BlockWrite = z.object({
  blocks: z.array(V1BlockDto),
  overlappingAppointments: z
    .number()
    .int()
    .meta({ description: 'Agendamentos que já estavam no horário: ficam, o bloqueio avisa.' }),
});

/**
 * Blocked time ('Bloqueio', decision 071): the same use cases, access and validation as the
 * screens. A block closes the professional's slots whatever the capacity; clients are never told.
 */
export const blocksV1: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db, events } = deps;
  const { config, tags, errors, writeErrors } = v1Route(deps.config, 'Bloqueios');
  const byId = { params: BlockIdParams };

  app.get(
    '/api/v1/blocks',
    {
      config,
      schema: {
        tags,
        operationId: 'listBlocks',
        summary: 'Bloqueios que se sobrepõem a um período (padrão: 31 dias atrás a 1 ano)',
        description: 'De from a to cabem no máximo 397 dias; um período maior é 400.',
        querystring: V1AppointmentListQueryDoc,
        response: { 200: v1Page(V1BlockDto), ...errors },
      },
    },
    async (request) => {
      const { from, to, professionalId, page, limit } = request.query;
      const actor = tokenActorOf(request);
      const items = await listBlocks(db, { actor, from, to, userId: professionalId });
      return pageOf(items, { page, limit });
    },
  );

  app.post(
    '/api/v1/blocks',
    {
      config,
      schema: {
        tags,
        operationId: 'createBlock',
        summary: 'Bloqueia um horário de um ou vários profissionais (sem cliente)',
        description:
          'Fecha os horários livres que toca, qualquer que seja a capacidade. Agendamentos já ' +
          'existentes no horário ficam e são contados em `overlappingAppointments`. Só ' +
          'inscrições de webhook em block.created são avisadas; nenhum cliente é avisado.',
        body: V1CreateBlockInput,
        response: { 201: V1BlockWrite, ...writeErrors },
      },
    },
    async (request, reply) => {
      const written = await createBlocks(db, request.body, {
        actor: tokenActorOf(request),
        events,
      });
      return reply.status(201).send(written);
    },
  );

  app.patch(
    '/api/v1/blocks/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'updateBlock',
        summary: 'Altera ou move um bloqueio (um novo início mantém a duração)',
        description:
          'Um novo horário que cruza um agendamento ou outro bloqueio do profissional responde 409 ' +
          '(o que o bloqueio já cobria continua permitido).',
        ...byId,
        body: V1UpdateBlockInput,
        response: { 200: V1BlockWrite, ...writeErrors },
      },
    },
    async (request) =>
      updateBlock(db, request.params.id, request.body, { actor: tokenActorOf(request), events }),
  );

  app.delete(
    '/api/v1/blocks/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'deleteBlock',
        summary: 'Remove um bloqueio: o horário volta a ficar livre',
        description: 'Repetir a remoção responde 404: o bloqueio já não existe.',
        ...byId,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteBlock(db, request.params.id, { actor: tokenActorOf(request), events });
      return reply.status(204).send(null);
    },
  );
};
