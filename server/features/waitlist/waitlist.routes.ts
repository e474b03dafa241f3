import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitlistMessages } from '@core/messages.ts';
import { isLocalDate } from '@core/scheduling/local-date.ts';
import {
  BookWaitlistOfferInput,
  JoinWaitlistInput,
  JoinedWaitlistDto,
  WaitlistBookedDto,
  WaitlistEntryDto,
  WaitlistEntryParams,
  WaitlistOfferDto,
  WaitlistOfferParams,
} from '@core/schemas/waitlist.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { publicRateLimits } from '../booking/public-rate-limits.ts';
import { pspDepsOf } from '../payments/psp/psp-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { bookWaitlistOffer } from './book-waitlist-offer.ts';
import { joinWaitlist } from './join-waitlist.ts';
import { listOfficeWaitlist, removeWaitlistEntry } from './office-waitlist.ts';
import { declineWaitlistOffer } from './settle-waitlist-offers.ts';
import { getWaitlistOffer } from './waitlist-offer-page.ts';

const WaitlistListQuery = z.object({
  from: z.string().refine(isLocalDate, waitlistMessages.invalidDate).optional(),
});

/** The waitlist: the public form and offer link (rate-limited), and the office's list. */
export const waitlistRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, events, config, scheduleCache },
) => {
  const { writes, reads } = publicRateLimits(config);
  const psp = pspDepsOf(config);

  app.post(
    '/api/booking/waitlist',
    {
      config: writes,
      schema: { body: JoinWaitlistInput, response: { 201: JoinedWaitlistDto } },
    },
    async (request, reply) =>
      reply.status(201).send(await joinWaitlist(db, { input: request.body })),
  );

  app.get(
    '/api/booking/waitlist/offer/:token',
    { config: reads, schema: { params: WaitlistOfferParams, response: { 200: WaitlistOfferDto } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getWaitlistOffer(db, request.params.token);
    },
  );

  app.post(
    '/api/booking/waitlist/offer/:token/book',
    {
      config: writes,
      schema: {
        params: WaitlistOfferParams,
        body: BookWaitlistOfferInput.nullish(),
        response: { 201: WaitlistBookedDto },
      },
    },
    async (request, reply) => {
      const booked = await bookWaitlistOffer(db, {
        token: request.params.token,
        input: request.body ?? undefined,
        events,
        busySources: scheduleCache.busySources,
        psp,
      });
      return reply.status(201).send(booked);
    },
  );

  app.post(
    '/api/booking/waitlist/offer/:token/decline',
    { config: writes, schema: { params: WaitlistOfferParams } },
    async (request, reply) => {
      await declineWaitlistOffer(db, { token: request.params.token, events });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/waitlist',
    {
      config: { access: 'user' },
      schema: { querystring: WaitlistListQuery, response: { 200: z.array(WaitlistEntryDto) } },
    },
    async (request) =>
      listOfficeWaitlist(db, {
        actor: actorOf(request),
        fromDate:
          request.query.from ?? new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      }),
  );

  app.delete(
    '/api/waitlist/:id',
    { config: { access: 'user' }, schema: { params: WaitlistEntryParams } },
    async (request, reply) => {
      await removeWaitlistEntry(db, { actor: actorOf(request), id: request.params.id, events });
      return reply.status(204).send();
    },
  );
};
