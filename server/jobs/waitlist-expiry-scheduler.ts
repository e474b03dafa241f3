import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { expireWaitlistOffers } from '../features/waitlist/settle-waitlist-offers.ts';

/** How often offers past their hold are looked for (a hold lasts minutes). */
export const WAITLIST_EXPIRY_INTERVAL_MS = 30_000;

export interface WaitlistExpiryDeps {
  db: Db;
  events: EventBus;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  intervalMs?: number;
}

/**
 * Expires, twice a minute, the waitlist offers past their hold: the next in line gets the time.
 * Every instance runs one: an offer two instances both pick expires once.
 */
export function startWaitlistExpiryScheduler(deps: WaitlistExpiryDeps) {
  const pass = async () => {
    try {
      const expired = await expireWaitlistOffers(deps.db, { events: deps.events });
      if (expired) deps.log?.info({ expired }, 'waitlist offers expired');
    } catch (error) {
      deps.log?.warn({ err: error }, 'waitlist expiry failed');
    }
  };
  let running: Promise<void> | undefined;
  // A slow pass is never doubled: the next tick while it runs is skipped.
  const timer = setInterval(() => {
    running ??= pass().finally(() => {
      running = undefined;
    });
  }, deps.intervalMs ?? WAITLIST_EXPIRY_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
