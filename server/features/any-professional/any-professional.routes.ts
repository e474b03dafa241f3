import { pspDepsOf } from '../payments/psp/psp-deps.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnyProfessionalBookingDto,
  AnyProfessionalBookingInput,
  AnySlotsDto,
  AnySlotsQuery,
} from '@core/schemas/any-professional.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import type { RunTask } from '../appointments/booking-on-database-thread.ts';
import { sendCreated } from '../appointments/created-reply.ts';
import { assertSlotRange } from '../scheduling/find-free-slots.ts';
import { bookAnyProfessional } from './book-any-professional.ts';
import { findAnySlots } from './find-any-slots.ts';
import { candidatesOfLink } from './service-professionals.ts';

/** 'Qualquer profissional disponível' on the office's shared page (issue 34, decision 073). */
export const anyProfessionalRoutes: FastifyPluginAsyncZod<
  FeatureDeps & { runTask?: RunTask }
> = async (app, { db, events, config, scheduleCache, runTask }) => {
  const psp = pspDepsOf(config);
  app.get(
    '/api/slots/any',
    {
      config: { access: 'public' },
      schema: { querystring: AnySlotsQuery, response: { 200: AnySlotsDto } },
    },
    async (request, reply) => {
      const query = request.query;
      assertSlotRange(query.from, query.to);
      const { members, productOf } = await candidatesOfLink(db, query.adminId, query);
      const ids = members.map((member) => member.id);
      reply.header('Cache-Control', 'no-store');
      return findAnySlots(db, scheduleCache, ids, { ...query, now: Date.now() }, productOf);
    },
  );

  app.post(
    '/api/appointments/public/any',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        body: AnyProfessionalBookingInput,
        response: { 201: AnyProfessionalBookingDto },
      },
    },
    async (request, reply) =>
      sendCreated(
        reply,
        await bookAnyProfessional(db, {
          input: request.body,
          events,
          cache: scheduleCache,
          runTask,
          psp,
        }),
      ),
  );
};
