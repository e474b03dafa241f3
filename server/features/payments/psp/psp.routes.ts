import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LatePixDto,
  PspSettingsDto,
  PspSettingsInput,
  PspWebhookBody,
  PspWebhookParams,
} from '@core/schemas/pix-psp.ts';
import type { FeatureDeps } from '../../../feature-deps.ts';
import { actorOf } from '../../../plugins/auth.ts';
import { pspDepsOf } from './psp-deps.ts';
import { findLatePix, findPspSettings } from './psp.repository.ts';
import { pspSettingsDto, removePspSettings, savePspSettings } from './psp-settings.ts';
import { receivePspWebhook } from './receive-psp-webhook.ts';

/** The office's Pix PSP (admin only, decision 085) and the webhook the PSP calls. */
export const pspRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, events, config },
) => {
  const deps = pspDepsOf(config);

  app.get(
    '/api/organization/pix-psp',
    { config: { access: 'admin' }, schema: { response: { 200: PspSettingsDto } } },
    async (request) =>
      pspSettingsDto(await findPspSettings(db, actorOf(request).organizationId), deps),
  );

  // What to refund: Pix paid after the hold had released their booking's time.
  app.get(
    '/api/organization/pix-psp/late',
    { config: { access: 'admin' }, schema: { response: { 200: z.array(LatePixDto) } } },
    async (request) =>
      (await findLatePix(db, actorOf(request).organizationId)).map(
        ({ amountCents, paidAt, ...pix }) => ({
          ...pix,
          amount: amountCents / 100,
          paidAt: paidAt.toISOString(),
        }),
      ),
  );

  app.put(
    '/api/organization/pix-psp',
    {
      config: { access: 'admin' },
      schema: { body: PspSettingsInput, response: { 200: PspSettingsDto } },
    },
    async (request) => savePspSettings(db, { actor: actorOf(request), input: request.body, deps }),
  );

  app.delete(
    '/api/organization/pix-psp',
    { config: { access: 'admin' } },
    async (request, reply) => {
      await removePspSettings(db, { actor: actorOf(request) });
      return reply.status(204).send();
    },
  );

  // The standard appends /pix to the registered URL; the path secret is the credential.
  app.post(
    '/api/pix/psp/webhook/:secret/pix',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        params: PspWebhookParams,
        body: PspWebhookBody,
        response: { 200: z.object({ received: z.number() }) },
      },
    },
    async (request) =>
      receivePspWebhook(db, {
        secret: request.params.secret,
        body: request.body,
        deps,
        events,
      }),
  );
};
