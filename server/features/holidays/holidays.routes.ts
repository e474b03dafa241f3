import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HolidayDto, HolidayLocationsDto, HolidaysQuery } from '../../../core/schemas/holidays.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import { holidayLocations } from './holiday-calendar.ts';
import { listOfficeHolidays } from './list-office-holidays.ts';

export const holidaysRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/holidays',
    { schema: { querystring: HolidaysQuery, response: { 200: z.array(HolidayDto) } } },
    async (request) => listOfficeHolidays(db, { actor: actorOf(request), ...request.query }),
  );

  app.get(
    '/api/holidays/locations',
    { schema: { response: { 200: HolidayLocationsDto } } },
    async () => holidayLocations(),
  );
};
