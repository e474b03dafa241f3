import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppointmentDto, AppointmentIdParams } from '@core/schemas/appointments.ts';
import { MarkPaymentInput, PixSettingsDto, PixSettingsInput } from '@core/schemas/pix.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { markAppointmentPaid } from './mark-appointment-paid.ts';
import { findPixSettings } from './payments.repository.ts';
import { savePixSettings } from './save-pix-settings.ts';

/** Pix: the signed-in user's receiving data, and confirming an appointment's payment. */
export const paymentsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, events }) => {
  app.get(
    '/api/user/pix',
    { config: { access: 'member' }, schema: { response: { 200: PixSettingsDto } } },
    async (request) => findPixSettings(db, actorOf(request).userId),
  );

  app.put(
    '/api/user/pix',
    {
      config: { access: 'member' },
      schema: { body: PixSettingsInput, response: { 200: PixSettingsDto } },
    },
    async (request) => savePixSettings(db, { actor: actorOf(request), input: request.body }),
  );

  app.delete('/api/user/pix', { config: { access: 'member' } }, async (request, reply) => {
    await savePixSettings(db, { actor: actorOf(request), input: null });
    return reply.status(204).send();
  });

  app.post(
    '/api/appointments/:id/payment',
    {
      config: { access: 'user' },
      schema: {
        params: AppointmentIdParams,
        body: MarkPaymentInput,
        response: { 200: AppointmentDto },
      },
    },
    async (request) =>
      markAppointmentPaid(db, { actor: actorOf(request), id: request.params.id, events }),
  );
};
