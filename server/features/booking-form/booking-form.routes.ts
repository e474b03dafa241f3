import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookingFormSettingsDto,
  SaveBookingFormSettingsInput,
} from '@core/schemas/booking-form.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getBookingFormSettings } from './booking-form.repository.ts';
import { saveBookingFormSettings } from './save-booking-form-settings.ts';

export const bookingFormRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/api/booking-form-settings',
    { config: { access: 'member' }, schema: { response: { 200: BookingFormSettingsDto } } },
    async (request) => getBookingFormSettings(db, actorOf(request).userId),
  );

  app.post(
    '/api/booking-form-settings',
    {
      config: { access: 'member' },
      schema: { body: SaveBookingFormSettingsInput, response: { 200: BookingFormSettingsDto } },
    },
    async (request) =>
      saveBookingFormSettings(db, { actor: actorOf(request), input: request.body }),
  );
};
