import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminStatsDto } from '@core/schemas/stats.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getAdminStats } from './get-admin-stats.ts';

export const statsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/api/admin/stats',
    { config: { access: 'admin' }, schema: { response: { 200: AdminStatsDto } } },
    async (request) => getAdminStats(db, { actor: actorOf(request) }),
  );
};
