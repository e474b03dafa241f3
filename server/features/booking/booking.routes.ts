import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SlotsQuery } from '@core/schemas/appointments.ts';
import {
  AdminIdParams,
  BookingPageDto,
  PrivacyNoticeDto,
  SlugParams,
} from '@core/schemas/booking.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { findFreeSlotsJson } from '../scheduling/find-free-slots.ts';
import {
  getPersonalBookingPage,
  getProfessionalSharedPage,
  getSharedBookingPage,
} from './get-booking-page.ts';
import { getPrivacyNotice } from './get-privacy-notice.ts';

/** Public booking data: no login, no client data of anyone else. */
export const bookingRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, scheduleCache: cache },
) => {
  const page = { response: { 200: BookingPageDto } };

  app.get(
    '/api/booking/personal/:slug',
    { config: { access: 'public' }, schema: { params: SlugParams, ...page } },
    async (request) => getPersonalBookingPage(db, request.params.slug),
  );
  app.get(
    '/api/booking/shared/admin/:adminId',
    { config: { access: 'public' }, schema: { params: AdminIdParams, ...page } },
    async (request) => getSharedBookingPage(db, request.params.adminId),
  );
  app.get(
    '/api/booking/shared/admin/:adminId/privacy',
    {
      config: { access: 'public' },
      schema: { params: AdminIdParams, response: { 200: PrivacyNoticeDto } },
    },
    async (request) => getPrivacyNotice(db, request.params.adminId),
  );
  app.get(
    '/api/booking/:slug',
    { config: { access: 'public' }, schema: { params: SlugParams, ...page } },
    async (request) => getProfessionalSharedPage(db, request.params.slug),
  );

  // The slot list is served as pre-serialized JSON from the schedule cache (hot path).
  app.get(
    '/api/slots',
    { config: { access: 'public' }, schema: { querystring: SlotsQuery } },
    async (request, reply) => {
      const json = await findFreeSlotsJson(db, cache, { ...request.query, now: Date.now() });
      return reply
        .type('application/json; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(json);
    },
  );
};
