import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { releaseUnpaidAppointments } from '../features/payments/release-unpaid-appointments.ts';

/** How often overdue Pix holds are looked for; a hold is counted in minutes. */
export const UNPAID_RELEASE_INTERVAL_MS = 60_000;

export interface UnpaidReleaseDeps {
  db: Db;
  events: EventBus;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  intervalMs?: number;
}

/**
 * Releases, every minute, the public bookings whose Pix stayed unpaid past their product's hold.
 * Every instance runs one: a booking two instances both pick is cancelled once, the other's delete
 * finds nothing and is skipped.
 */
export function startUnpaidReleaseScheduler(deps: UnpaidReleaseDeps) {
  const pass = async () => {
    try {
      const released = await releaseUnpaidAppointments(deps.db, { events: deps.events });
      if (released) deps.log?.info({ released }, 'unpaid Pix bookings released');
    } catch (error) {
      deps.log?.warn({ err: error }, 'unpaid Pix release failed');
    }
  };
  let running: Promise<void> | undefined;
  // A slow pass is never doubled: the next tick while it runs is skipped.
  const timer = setInterval(() => {
    running ??= pass().finally(() => {
      running = undefined;
    });
  }, deps.intervalMs ?? UNPAID_RELEASE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
