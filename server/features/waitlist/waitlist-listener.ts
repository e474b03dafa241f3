import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { DomainEvent, EventBus } from '../../realtime/event-bus.ts';
import { offerFreedSlots } from './offer-freed-slots.ts';
import { listWaitingEntries } from './waitlist.repository.ts';

/** Changes that may free a time: a cancellation, a move, a block or hours changed, a hold let go. */
const FREEING: ReadonlySet<DomainEvent['type']> = new Set([
  'appointment_deleted',
  'appointment_updated',
  'block_changed',
  'schedule_changed',
]);

/**
 * Listens for changes that may free a time in an agenda with waiting clients, from every
 * interface (staff, the client's link, REST v1, MCP, a job), and offers it (offer-freed-slots.ts).
 * Passes of one professional run one after another; `idle()` resolves when none is pending.
 */
export function startWaitlistListener(
  db: Db,
  events: EventBus,
  log?: Pick<FastifyBaseLogger, 'warn'>,
) {
  const queues = new Map<string, Promise<void>>();
  const pass = async (userId: string) => {
    try {
      // From yesterday in UTC: no zone's today is earlier (offer-freed-slots.ts reads the zone's own).
      const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const [waiting] = await listWaitingEntries(db, userId, today).limit(1);
      if (waiting) await offerFreedSlots(db, { userId, events });
    } catch (error) {
      log?.warn({ err: error }, 'waitlist offer failed');
    }
  };
  const unsubscribe = events.subscribe((event) => {
    if (!FREEING.has(event.type)) return;
    const { userId } = event;
    const next = (queues.get(userId) ?? Promise.resolve()).then(() => pass(userId));
    queues.set(userId, next);
    void next.finally(() => {
      if (queues.get(userId) === next) queues.delete(userId);
    });
  });
  return {
    /** The bus it listens to (tests expire offers through it). */
    events,
    async idle() {
      while (queues.size) await Promise.all(queues.values());
    },
    stop: unsubscribe,
  };
}

export type WaitlistListener = ReturnType<typeof startWaitlistListener>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The waitlist's listener: tests wait for its offers (`idle()`). */
    waitlist: WaitlistListener;
  }
}
