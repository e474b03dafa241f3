import { runsOfficeAgenda } from '@core/constants.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointmentsMessages } from '@core/messages.ts';
import type { Actor } from '../kernel/actor.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { actorOf } from '../plugins/auth.ts';
import type { DomainEvent } from './event-bus.ts';
import { openEventStream } from './event-stream.ts';
import { endsSession } from './sessions-ended.ts';
import { StreamSlots } from './stream-slots.ts';

/** Admins see their organization's changes; a professional only changes to their own agenda. */
export function isVisibleTo(actor: Actor, event: DomainEvent): boolean {
  if (event.organizationId !== actor.organizationId) return false;
  if (event.type === 'schedule_changed' || event.type === 'sessions_ended') return false;
  return runsOfficeAgenda(actor.role) || event.userId === actor.userId;
}

/** The signed-in screens' stream: authenticated by the session cookie (EventSource sends no headers). */
const STREAM_PATH = '/api/notifications/stream';

const PublicStreamQuery = z.object({
  professionalIds: z
    .string()
    .max(50 * 37)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.uuid({ error: appointmentsMessages.professionalNotFound }))
        .min(1)
        .max(50),
    ),
});

export const notificationsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { events, config },
) => {
  // Both streams share the limits: an open stream holds a socket (a file descriptor) for good.
  const slots = new StreamSlots({
    perAddress: config.STREAMS_PER_ADDRESS,
    overall: config.STREAMS_MAX,
  });
  // Before the server waits for its connections to end: open streams would hold it for good.
  app.addHook('preClose', async () => slots.closeAll());

  // Signed-in screens: what changed (ids only, no client data).
  app.get(STREAM_PATH, { config: { access: 'user', liveStream: true } }, async (request, reply) => {
    const actor = actorOf(request);
    openEventStream(request, reply, {
      events,
      slots,
      hello: { type: 'connection_established', userId: actor.userId },
      // Authenticated once, when it opened: it ends with its session, on every instance.
      endsWith: (event) =>
        endsSession(event, actor.userId, actor.sessionId) ? { type: 'session_ended' } : undefined,
      toMessage: (event) =>
        isVisibleTo(actor, event)
          ? {
              type: event.type,
              userId: event.userId,
              appointmentId: event.appointmentId ?? null,
              source: event.source ?? null,
            }
          : undefined,
    });
  });

  // Public booking pages: only that some professional's free times changed.
  app.get(
    '/api/booking-stream',
    {
      config: { access: 'public', liveStream: true },
      schema: { querystring: PublicStreamQuery },
    },
    async (request, reply) => {
      const watched = new Set(request.query.professionalIds);
      openEventStream(request, reply, {
        events,
        slots,
        hello: { type: 'connection_established' },
        toMessage: (event) =>
          watched.has(event.userId) && event.type !== 'sessions_ended'
            ? { type: 'slots_changed', professionalId: event.userId }
            : undefined,
      });
    },
  );
};
