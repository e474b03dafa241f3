import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf, v1Page } from '@core/schemas/api-v1.ts';
import { z } from 'zod';
import { AppError } from '@core/app-error.ts';
import { seriesMessages } from '@core/messages.ts';
import {
  V1AppointmentDto,
  V1AppointmentListQueryDoc,
  V1CreateAppointmentInput,
  V1SeriesDto,
  V1UpdateAppointmentInput,
} from '@core/schemas/api-v1-documented.ts';
import { AppointmentIdParams } from '@core/schemas/appointments.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { toAppointmentDto } from '../features/appointments/appointments.repository.ts';
import { createAppointment } from '../features/appointments/create-appointment.ts';
import { bookSeries } from '../features/appointments/create-appointment-series.ts';
import { createForAnyProfessional } from '../features/any-professional/create-for-any-professional.ts';
import { officeServiceIdOf } from '../features/any-professional/service-professionals.ts';
import {
  IdempotencyKeyHeaders,
  idempotencyKeyOf,
  sendCreated,
} from '../features/appointments/created-reply.ts';
import { deleteAppointment } from '../features/appointments/delete-appointment.ts';
import { findVisibleAppointment } from '../features/appointments/find-visible-appointment.ts';
import { listAppointments } from '../features/appointments/list-appointments.ts';
import { updateAppointment } from '../features/appointments/update-appointment.ts';
import { setAppointmentStatus } from '../features/appointment-status/set-appointment-status.ts';
import { SetStatusInput } from '@core/schemas/appointment-status.ts';
import { NoContent, V1_ERRORS, tokenActorOf, v1Route } from './v1-route.ts';

/**
 * Appointments: the same use cases, validation, capacity checks and 409 suggestions as the web
 * API; a past or out-of-hours start is refused (422) unless `allowOutsideAvailability` is sent.
 */
export const appointmentsV1: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db, events } = deps;
  const { config, tags, errors, writeErrors } = v1Route(deps.config, 'Agendamentos');
  const byId = { params: AppointmentIdParams };

  app.get(
    '/api/v1/appointments',
    {
      config,
      schema: {
        tags,
        operationId: 'listAppointments',
        summary:
          'Agendamentos que se sobrepõem a um período (datas AAAA-MM-DD ou instantes; padrão: ' +
          '31 dias atrás a 1 ano)',
        description: 'De from a to cabem no máximo 397 dias; um período maior é 400.',
        querystring: V1AppointmentListQueryDoc,
        response: { 200: v1Page(V1AppointmentDto), ...errors },
      },
    },
    async (request) => {
      const { from, to, professionalId, page, limit } = request.query;
      const actor = tokenActorOf(request);
      const items = await listAppointments(db, { actor, from, to, userId: professionalId });
      return pageOf(items, { page, limit });
    },
  );

  // Before the appointment's own path: the document lists it first (the generated checks
  // then set a status before the DELETE removes the appointment).
  app.post(
    '/api/v1/appointments/:id/status',
    {
      config,
      schema: {
        tags,
        operationId: 'setAppointmentStatus',
        summary: "Muda o status: 'confirmed', 'attended' (Compareceu) ou 'no_show' (Faltou)",
        description:
          "'attended' e 'no_show' só depois do início (antes: 400); um agendamento já marcado " +
          "não volta a 'confirmed' (409). O mesmo status de novo responde o agendamento como " +
          'está, sem evento. Avisa os webhooks (appointment.confirmed, appointment.no_show; ' +
          "'attended' vai como appointment.updated).",
        ...byId,
        body: SetStatusInput,
        response: { 200: V1AppointmentDto, ...writeErrors },
      },
    },
    async (request) =>
      setAppointmentStatus(db, {
        by: { kind: 'staff', actor: tokenActorOf(request) },
        id: request.params.id,
        status: request.body.status,
        events,
      }),
  );

  app.get(
    '/api/v1/appointments/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getAppointment',
        summary: 'Um agendamento',
        ...byId,
        response: { 200: V1AppointmentDto, ...errors },
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
        operationId: 'createAppointment',
        summary: 'Cria um agendamento (userId = profissional; Idempotency-Key opcional)',
        description:
          'Campos desconhecidos no corpo são recusados (400). Sem userId, o agendamento vai para ' +
          'a agenda do administrador dono do token; sem userId e com area, a um profissional livre ' +
          'dessa área de atuação (menos agendamentos nos próximos 30 dias; sem Idempotency-Key); ' +
          'sem userId e com o productId de um serviço do escritório (officeServiceId), a um ' +
          'profissional livre que o atende, com o preço e a duração dele. ' +
          'Uma nova tentativa com a mesma ' +
          'Idempotency-Key e o mesmo corpo devolve o primeiro agendamento (200). Com recurrence, ' +
          'cria uma série semanal numa só transação e responde a série (Series): tudo ou nada ' +
          '(409 com `clashes`), ou as datas livres com skipConflicts.',
        headers: IdempotencyKeyHeaders,
        body: V1CreateAppointmentInput,
        response: {
          200: z.union([V1AppointmentDto, V1SeriesDto]).meta({
            description:
              'O mesmo agendamento (ou série) de antes (mesma Idempotency-Key e mesmo corpo).',
            headers: {
              'Idempotent-Replayed': { type: 'string', enum: ['true'], description: 'Repetição.' },
            },
          }),
          201: z
            .union([V1AppointmentDto, V1SeriesDto])
            .describe('Agendamento criado; com recurrence, a série criada.'),
          ...writeErrors,
          422: V1_ERRORS[422],
        },
      },
    },
    async (request, reply) => {
      const { area, recurrence, ...input } = request.body;
      const options = {
        actor: tokenActorOf(request),
        input,
        events,
        availabilityGuard: { allowOutside: input.allowOutsideAvailability === true },
      };
      // A weekly series (decision 074) names its professional.
      if (recurrence) {
        if (!input.userId) {
          const message = seriesMessages.needsUserId;
          throw new AppError('VALIDATION', message, { userId: message });
        }
        const { skipConflicts, ...rule } = recurrence;
        const { series, replayed } = await bookSeries(db, {
          ...options,
          input: { ...input, recurrence: rule, skipConflicts },
          idempotencyKey: idempotencyKeyOf(request),
        });
        if (replayed) reply.header('Idempotent-Replayed', 'true');
        return reply.status(replayed ? 200 : 201).send(series);
      }
      // No userId and an area, or an office service: any free professional of it (073, 082).
      const serviceId =
        !input.userId && !area && input.productId
          ? await officeServiceIdOf(db, options.actor.organizationId, input.productId)
          : undefined;
      if ((area || serviceId) && !input.userId) {
        return sendCreated(
          reply,
          await createForAnyProfessional(db, deps.scheduleCache, { ...options, area, serviceId }),
        );
      }
      return sendCreated(
        reply,
        await createAppointment(db, { ...options, idempotencyKey: idempotencyKeyOf(request) }),
      );
    },
  );

  app.patch(
    '/api/v1/appointments/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'updateAppointment',
        summary: 'Altera ou remarca (um novo início mantém a duração)',
        description:
          'Só os campos enviados mudam; campos desconhecidos são recusados (400). Repetir o ' +
          'mesmo PATCH dá o mesmo resultado, por isso ele não usa Idempotency-Key.',
        ...byId,
        body: V1UpdateAppointmentInput,
        response: { 200: V1AppointmentDto, ...writeErrors, 422: V1_ERRORS[422] },
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
        operationId: 'deleteAppointment',
        summary: 'Cancela (remove) um agendamento e avisa os inscritos',
        description: 'Repetir a remoção responde 404: o agendamento já não existe.',
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
