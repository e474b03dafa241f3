import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '@core/constants.ts';
import {
  AdminDateOverrideInput,
  DateOverrideDaysQuery,
  DateOverrideDto,
  DateOverrideIdParams,
  DateOverrideInput,
  SavedDateOverrideDto,
} from '@core/schemas/date-overrides.ts';
import { HolidayDto } from '@core/schemas/holidays.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listOfficeOverrides } from './date-overrides.repository.ts';
import { listOverrideDays } from './list-override-days.ts';
import {
  applyForensicRecess,
  createDateOverride,
  editDateOverride,
  removeDateOverride,
} from './manage-date-overrides.ts';

/**
 * Days off and different hours (decision 069): a professional manages their own under
 * /api/user, an admin the office's and any professional's of the office under /api/admin.
 */
export const dateOverridesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, events },
) => {
  for (const [base, access, Input] of [
    ['/api/user/date-overrides', 'member', DateOverrideInput],
    ['/api/admin/date-overrides', 'staff', AdminDateOverrideInput],
  ] as const) {
    app.get(
      base,
      { config: { access }, schema: { response: { 200: z.array(DateOverrideDto) } } },
      async (request) => {
        const actor = actorOf(request);
        const own = access === 'member' ? actor.userId : undefined;
        return listOfficeOverrides(db, actor.organizationId, own);
      },
    );

    app.post(
      base,
      { config: { access }, schema: { body: Input, response: { 201: SavedDateOverrideDto } } },
      async (request, reply) => {
        const saved = await createDateOverride(db, {
          actor: actorOf(request),
          events,
          input: request.body,
        });
        return reply.status(201).send(saved);
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: { access },
        schema: {
          params: DateOverrideIdParams,
          body: Input,
          response: { 200: SavedDateOverrideDto },
        },
      },
      async (request) =>
        editDateOverride(db, {
          actor: actorOf(request),
          events,
          id: request.params.id,
          input: request.body,
        }),
    );

    app.delete(
      `${base}/:id`,
      { config: { access }, schema: { params: DateOverrideIdParams } },
      async (request, reply) => {
        await removeDateOverride(db, { actor: actorOf(request), events, id: request.params.id });
        return reply.status(204).send();
      },
    );
  }

  app.post(
    '/api/admin/date-overrides/forensic-recess',
    { config: { access: 'staff' }, schema: { response: { 201: SavedDateOverrideDto } } },
    async (request, reply) => {
      const saved = await applyForensicRecess(db, {
        actor: actorOf(request),
        events,
        now: Date.now(),
        timeZone: DEFAULT_TIMEZONE,
      });
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/api/date-overrides/days',
    {
      config: { access: 'user' },
      schema: { querystring: DateOverrideDaysQuery, response: { 200: z.array(HolidayDto) } },
    },
    async (request) => listOverrideDays(db, { actor: actorOf(request), ...request.query }),
  );
};
