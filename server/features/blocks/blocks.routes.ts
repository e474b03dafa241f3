import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlockDto,
  BlockIdParams,
  BlockListQuery,
  CreateBlockInput,
  UpdateBlockInput,
} from '@core/schemas/blocks.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createBlocks, deleteBlock, updateBlock } from './block-changes.ts';
import { listBlocks } from './list-blocks.ts';

export const BlockWriteDto = z.object({
  blocks: z.array(BlockDto),
  overlappingAppointments: z.number().int(),
});

/** Blocked time on the signed-in screens (decision 071): staff only, never the public pages. */
export const blocksRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, events }) => {
  app.get(
    '/api/blocks',
    {
      config: { access: 'user' },
      schema: { querystring: BlockListQuery, response: { 200: z.array(BlockDto) } },
    },
    async (request) => listBlocks(db, { actor: actorOf(request), ...request.query }),
  );

  app.post(
    '/api/blocks',
    {
      config: { access: 'user' },
      schema: { body: CreateBlockInput, response: { 201: BlockWriteDto } },
    },
    async (request, reply) => {
      const written = await createBlocks(db, request.body, { actor: actorOf(request), events });
      return reply.code(201).send(written);
    },
  );

  app.patch(
    '/api/blocks/:id',
    {
      config: { access: 'user' },
      schema: { params: BlockIdParams, body: UpdateBlockInput, response: { 200: BlockWriteDto } },
    },
    async (request) =>
      updateBlock(db, request.params.id, request.body, { actor: actorOf(request), events }),
  );

  app.delete(
    '/api/blocks/:id',
    { config: { access: 'user' }, schema: { params: BlockIdParams } },
    async (request, reply) => {
      await deleteBlock(db, request.params.id, { actor: actorOf(request), events });
      return reply.code(204).send();
    },
  );
};
