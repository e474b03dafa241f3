import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  V1AppointmentListQuery,
  V1CreateAppointmentInput,
  V1Error,
  V1UpdateAppointmentInput,
  pageOf,
  v1Page,
} from '../../core/schemas/api-v1.ts';
import { AppointmentDto, AppointmentIdParams } from '../../core/schemas/appointments.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { toAppointmentDto } from '../features/appointments/appointments.repository.ts';
import { createAppointment } from '../features/appointments/create-appointment.ts';
import {
  IdempotencyKeyHeaders,
  idempotencyKeyOf,
  sendCreated,
} from '../features/appointments/created-reply.ts';
import { deleteAppointment } from '../features/appointments/delete-appointment.ts';
import { findVisibleAppointment } from '../features/appointments/find-visible-appointment.ts';
import { listAppointments } from '../features/appointments/list-appointments.ts';
import { updateAppointment } from '../features/appointments/update-appointment.ts';
import { NoContent, tokenActorOf, v1Route } from './v1-route.ts';

/**
 * Appointments: the same use cases, validation, capacity checks and 409 suggestions as the web
 * API; a past or out-of-hours start is refused (422) unless `allowOutsideAvailability` is sent.
 */
export const appointmentsV1: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db, events } = deps;
  const { config, errors } = v1Route(deps.config, 'Agendamentos');
  const tags = ['Agendamentos'];
  const writeErrors = { ...errors, 409: V1Error, 422: V1Error };
  const byId = { params: AppointmentIdParams };

  app.get(
    '/api/v1/appointments',
    {
      config,
      schema: {
        tags,
        summary:
          'Agendamentos que se sobrepõem a um período (datas AAAA-MM-DD ou instantes; padrão: ' +
          '31 dias atrás a 1 ano)',
        querystring: V1AppointmentListQuery,
        response: { 200: v1Page(AppointmentDto), ...errors },
      },
    },
    async (request) => {
      const { from, to, professionalId, page, limit } = request.query;
      const actor = tokenActorOf(request);
      const items = await listAppointments(db, { actor, from, to, userId: professionalId });
      return pageOf(items, { page, limit });
    },
  );

  app.get(
    '/api/v1/appointments/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Um agendamento',
        ...byId,
        response: { 200: AppointmentDto, ...errors },
      },
    },
    async (request) =>
      toAppointmentDto(await findVisibleAppointment(db, tokenActorOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/appointments',
    {
      config,
      schema: {
        tags,
        summary: 'Cria um agendamento (userId = profissional; Idempotency-Key opcional)',
        headers: IdempotencyKeyHeaders,
        body: V1CreateAppointmentInput,
        response: { 200: AppointmentDto, 201: AppointmentDto, ...writeErrors },
      },
    },
    async (request, reply) =>
      sendCreated(
        reply,
        await createAppointment(db, {
          actor: tokenActorOf(request),
          input: request.body,
          idempotencyKey: idempotencyKeyOf(request),
          events,
          availabilityGuard: { allowOutside: request.body.allowOutsideAvailability === true },
        }),
      ),
  );

  app.patch(
    '/api/v1/appointments/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Altera ou remarca (um novo início mantém a duração)',
        ...byId,
        body: V1UpdateAppointmentInput,
        response: { 200: AppointmentDto, ...writeErrors },
      },
    },
    async (request) => {
      const { allowOutsideAvailability, ...input } = request.body;
      return updateAppointment(db, {
        actor: tokenActorOf(request),
        id: request.params.id,
        input,
        events,
        availabilityGuard: { allowOutside: allowOutsideAvailability === true },
      });
    },
  );

  app.delete(
    '/api/v1/appointments/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Cancela (remove) um agendamento e avisa os inscritos',
        ...byId,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteAppointment(db, { actor: tokenActorOf(request), id: request.params.id, events });
      return reply.status(204).send(null);
    },
  );
};
