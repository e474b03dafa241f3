import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbEngine } from '../db/client.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import type { CalendarProvider } from '../features/calendars/calendar-provider.ts';
import { pullCalendarChanges } from '../features/calendars/pull-calendar-changes.ts';

export interface CalendarSyncDeps {
  db: Db;
  engine: DbEngine;
  events: EventBus;
  /** The providers pulled (the registry's, as main.ts built them for the app). */
  calendars: readonly CalendarProvider[];
  /** How long between two passes (ms). */
  intervalMs: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

export interface CalendarSyncScheduler {
  /** One pass over every connected professional of every provider (what the loop runs). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Pulls every connected professional's calendar changes, provider by provider, every
 * `intervalMs`. Every instance runs one; a professional being pulled by another instance (on
 * PostgreSQL) is skipped.
 */
export function startCalendarSyncScheduler(deps: CalendarSyncDeps): CalendarSyncScheduler {
  let running = true;
  let wake: (() => void) | undefined;

  const pullProvider = async (provider: CalendarProvider) => {
    for (const userId of await provider.pullableUsers()) {
      if (!running) return;
      try {
        await provider.withPullLock(deps.engine, userId, (connectionDb) =>
          pullCalendarChanges(deps, provider, userId, connectionDb).then(() => undefined),
        );
      } catch (error) {
        deps.log?.warn({ err: error, userId }, `${provider.id} pull failed`);
      }
    }
  };

  const runOnce = async () => {
    for (const provider of deps.calendars) {
      if (!running) return;
      await pullProvider(provider);
    }
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (!running) return resolve();
      const timer = setTimeout(resolve, deps.intervalMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wake = undefined;
    });

  const loop = async () => {
    while (running) {
      await sleep();
      if (!running) return;
      await runOnce().catch((error: unknown) =>
        deps.log?.warn({ err: error }, 'calendar pull pass failed'),
      );
    }
  };
  const looping = loop();

  return {
    runOnce,
    async stop() {
      running = false;
      wake?.();
      await looping;
    },
  };
}
