import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppointmentListQuery } from '@core/schemas/appointment-list.ts';
import {
  AppointmentDto,
  AppointmentIdParams,
  CreateAppointmentInput,
  PublicBookingDto,
  PublicBookingInput,
  UpdateAppointmentInput,
} from '@core/schemas/appointments.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { bookPublicAppointment } from './book-public-appointment.ts';
import { pspDepsOf } from '../payments/psp/psp-deps.ts';
import type { RunTask } from './booking-on-database-thread.ts';
import { createAppointment } from './create-appointment.ts';
import { deleteAppointment } from './delete-appointment.ts';
import { listAppointments } from './list-appointments.ts';
import { updateAppointment } from './update-appointment.ts';
import { idempotencyKeyOf, sendCreated } from './created-reply.ts';
import {
  CreateSeriesInput,
  MoveSeriesInput,
  SeriesDto,
  SeriesScopeQuery,
} from '@core/schemas/appointment-series.ts';
import { createAppointmentSeries } from './create-appointment-series.ts';
import { cancelFollowing, listFollowing, moveFollowing } from './series-following.ts';

const created = { 200: AppointmentDto, 201: AppointmentDto };

export const appointmentsRoutes: FastifyPluginAsyncZod<
  FeatureDeps & { runTask?: RunTask }
> = async (app, { db, events, config, scheduleCache, runTask }) => {
  const psp = pspDepsOf(config);
  app.post(
    '/api/appointments/public',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        body: PublicBookingInput,
        response: { 200: PublicBookingDto, 201: PublicBookingDto },
      },
    },
    async (request, reply) =>
      sendCreated(
        reply,
        await bookPublicAppointment(db, {
          input: request.body,
          idempotencyKey: idempotencyKeyOf(request),
          events,
          busySources: scheduleCache.busySources,
          knownTarget: scheduleCache.professionalOf(request.body.professionalId),
          runTask,
          psp,
        }),
      ),
  );

  app.get(
    '/api/appointments',
    {
      config: { access: 'user' },
      schema: { querystring: AppointmentListQuery, response: { 200: z.array(AppointmentDto) } },
    },
    async (request) => listAppointments(db, { actor: actorOf(request), ...request.query }),
  );

  app.post(
    '/api/appointments',
    { config: { access: 'user' }, schema: { body: CreateAppointmentInput, response: created } },
    async (request, reply) =>
      sendCreated(
        reply,
        await createAppointment(db, {
          actor: actorOf(request),
          input: request.body,
          idempotencyKey: idempotencyKeyOf(request),
          events,
        }),
      ),
  );

  app.put(
    '/api/appointments/:id',
    {
      config: { access: 'user' },
      schema: {
        params: AppointmentIdParams,
        body: UpdateAppointmentInput,
        response: { 200: AppointmentDto },
      },
    },
    async (request) =>
      updateAppointment(db, {
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
        events,
      }),
  );

  app.delete(
    '/api/appointments/:id',
    { config: { access: 'user' }, schema: { params: AppointmentIdParams } },
    async (request, reply) => {
      await deleteAppointment(db, { actor: actorOf(request), id: request.params.id, events });
      return reply.status(204).send();
    },
  );

  // Recurring appointments by staff (decision 074): a series, then 'este e os seguintes'.
  app.post(
    '/api/appointments/series',
    {
      config: { access: 'user' },
      schema: { body: CreateSeriesInput, response: { 201: SeriesDto } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createAppointmentSeries(db, {
          actor: actorOf(request),
          input: request.body,
          events,
        }),
      ),
  );

  app.get(
    '/api/appointments/:id/series',
    {
      config: { access: 'user' },
      schema: {
        params: AppointmentIdParams,
        querystring: SeriesScopeQuery,
        response: { 200: z.array(AppointmentDto) },
      },
    },
    async (request) => listFollowing(db, { actor: actorOf(request), id: request.params.id }),
  );

  app.patch(
    '/api/appointments/:id/series',
    {
      config: { access: 'user' },
      schema: {
        params: AppointmentIdParams,
        querystring: SeriesScopeQuery,
        body: MoveSeriesInput,
        response: { 200: z.array(AppointmentDto) },
      },
    },
    async (request) =>
      moveFollowing(db, {
        actor: actorOf(request),
        id: request.params.id,
        startTime: request.body.startTime,
        events,
      }),
  );

  app.delete(
    '/api/appointments/:id/series',
    {
      config: { access: 'user' },
      schema: { params: AppointmentIdParams, querystring: SeriesScopeQuery },
    },
    async (request, reply) => {
      await cancelFollowing(db, { actor: actorOf(request), id: request.params.id, events });
      return reply.status(204).send();
    },
  );
};
