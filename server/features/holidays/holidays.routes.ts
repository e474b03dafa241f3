import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HolidayDto,
  HolidayMunicipalitiesDto,
  HolidayStatesDto,
  HolidaysQuery,
  StateParams,
} from '@core/schemas/holidays.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { holidayMunicipalities, holidayStates } from './holiday-calendar.ts';
import { listOfficeHolidays } from './list-office-holidays.ts';

export const holidaysRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/api/holidays',
    {
      config: { access: 'user' },
      schema: { querystring: HolidaysQuery, response: { 200: z.array(HolidayDto) } },
    },
    async (request) => listOfficeHolidays(db, { actor: actorOf(request), ...request.query }),
  );

  app.get(
    '/api/holidays/locations',
    { config: { access: 'user' }, schema: { response: { 200: HolidayStatesDto } } },
    async () => holidayStates(),
  );

  app.get(
    '/api/holidays/locations/:state',
    {
      config: { access: 'user' },
      schema: { params: StateParams, response: { 200: HolidayMunicipalitiesDto } },
    },
    async (request) => holidayMunicipalities(request.params.state),
  );
};
