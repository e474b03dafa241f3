import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { anonymizeExpiredClients } from '../features/privacy/anonymize-expired-clients.ts';
import { purgeCancelledBookings } from '../features/manage-booking/manage-booking.repository.ts';
import { deleteUnusedClients } from '../features/mcp-oauth/oauth-clients.repository.ts';
import { UNUSED_CLIENT_KEPT_MS } from '../features/mcp-oauth/oauth-secrets.ts';

/** A cancelled appointment's link says so for a year after the time it was for, then opens nothing. */
const CANCELLED_LINKS_KEPT_MS = 365 * 24 * 60 * 60_000;

export interface RetentionDeps {
  db: Db;
  events: EventBus;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** RETENTION_INTERVAL_MS: one hour by default. */
  intervalMs: number;
}

/**
 * Anonymizes, once at start and then every interval, the clients whose organization's retention
 * period has passed since their last appointment, forgets cancelled links older than a year and
 * deletes OAuth clients registered over a day ago and never used. Every instance runs one: a client two
 * instances reach at once is taken by one (FOR UPDATE SKIP LOCKED) and skipped by the other.
 */
export function startRetentionScheduler(deps: RetentionDeps) {
  const pass = async () => {
    try {
      const done = await anonymizeExpiredClients(deps.db, { events: deps.events });
      if (done.clients || done.leftovers) deps.log?.info(done, 'LGPD retention applied');
      const links = await purgeCancelledBookings(
        deps.db,
        new Date(Date.now() - CANCELLED_LINKS_KEPT_MS),
      );
      if (links) deps.log?.info({ links }, 'old cancelled links forgotten');
      const now = new Date();
      const oauthClients = await deleteUnusedClients(
        deps.db,
        new Date(now.getTime() - UNUSED_CLIENT_KEPT_MS),
        now,
      );
      if (oauthClients) deps.log?.info({ oauthClients }, 'unused OAuth clients deleted');
    } catch (error) {
      deps.log?.warn({ err: error }, 'LGPD retention pass failed');
    }
  };
  let running: Promise<void> | undefined;
  // A slow pass is never doubled: a tick while it runs is skipped.
  const tick = () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
  };
  tick();
  const timer = setInterval(tick, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
