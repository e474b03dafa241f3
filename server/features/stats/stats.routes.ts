import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminStatsDto, AttendanceStatsDto, AttendanceStatsQuery } from '@core/schemas/stats.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getAdminStats } from './get-admin-stats.ts';
import { getAttendanceStats } from './get-attendance-stats.ts';

export const statsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/api/admin/stats',
    { config: { access: 'admin' }, schema: { response: { 200: AdminStatsDto } } },
    async (request) => getAdminStats(db, { actor: actorOf(request) }),
  );

  // Decision 083: confirmation and no-show rates per professional, this week or this month.
  app.get(
    '/api/admin/stats/attendance',
    {
      config: { access: 'admin' },
      schema: { querystring: AttendanceStatsQuery, response: { 200: AttendanceStatsDto } },
    },
    async (request) =>
      getAttendanceStats(db, { actor: actorOf(request), period: request.query.period }),
  );
};
