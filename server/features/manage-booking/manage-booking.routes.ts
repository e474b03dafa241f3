import { pspDepsOf } from '../payments/psp/psp-deps.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ManageLinkDto,
  ManageTokenParams,
  ManagedBookingDto,
  RescheduleBookingInput,
  RescheduleSlotsQuery,
} from '@core/schemas/manage-booking.ts';
import { SlotsDto } from '@core/schemas/appointments.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { publicRateLimits } from '../booking/public-rate-limits.ts';
import { cancelManagedBooking } from './cancel-managed-booking.ts';
import { confirmManagedBooking } from './confirm-managed-booking.ts';
import { publicBaseUrl } from '../email/email-sender.ts';
import { findRescheduleSlots } from './find-reschedule-slots.ts';
import { getManagedBooking } from './get-managed-booking.ts';
import { managedBookingIcs } from './managed-booking-ics.ts';
import { rescheduleManagedBooking } from './reschedule-managed-booking.ts';

/** The client's private page: the link from their e-mails is the only credential. */
export const manageBookingRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, events, config, scheduleCache },
) => {
  const { writes, reads } = publicRateLimits(config);
  const answer = { 200: ManagedBookingDto };
  const psp = pspDepsOf(config);

  app.get(
    '/api/booking/manage/:token',
    { config: reads, schema: { params: ManageTokenParams, response: { 200: ManageLinkDto } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getManagedBooking(db, { token: request.params.token, psp });
    },
  );

  // 'Adicionar à agenda': the appointment as a file any calendar opens (Apple, Outlook, ...).
  app.get(
    '/api/booking/manage/:token/calendar.ics',
    { config: reads, schema: { params: ManageTokenParams } },
    async (request, reply) => {
      const ics = await managedBookingIcs(db, {
        token: request.params.token,
        baseUrl: publicBaseUrl(config),
      });
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="agendamento.ics"')
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );

  app.post(
    '/api/booking/manage/:token/cancel',
    { config: writes, schema: { params: ManageTokenParams } },
    async (request, reply) => {
      await cancelManagedBooking(db, { token: request.params.token, events });
      return reply.status(204).send();
    },
  );

  // 'Confirmar presença' (decision 087): a POST from the confirm link's page, never its GET.
  app.post(
    '/api/booking/manage/:token/confirm',
    { config: writes, schema: { params: ManageTokenParams, response: answer } },
    async (request) => confirmManagedBooking(db, { token: request.params.token, events }),
  );

  // The times offered for a move are decided as the move is: its own time is not busy.
  app.get(
    '/api/booking/manage/:token/slots',
    {
      config: reads,
      schema: {
        params: ManageTokenParams,
        querystring: RescheduleSlotsQuery,
        response: { 200: SlotsDto },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return findRescheduleSlots(db, scheduleCache, {
        token: request.params.token,
        ...request.query,
        now: Date.now(),
      });
    },
  );

  app.post(
    '/api/booking/manage/:token/reschedule',
    {
      config: writes,
      schema: { params: ManageTokenParams, body: RescheduleBookingInput, response: answer },
    },
    async (request) =>
      rescheduleManagedBooking(db, {
        token: request.params.token,
        startTime: request.body.startTime,
        events,
        busySources: scheduleCache.busySources,
      }),
  );
};
