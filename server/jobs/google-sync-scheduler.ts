import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, DbEngine } from '../db/client.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import {
  listPullableConnections,
  withPullLock,
} from '../features/google/google-pull.repository.ts';
import { googleSettings } from '../features/google/google-settings.ts';
import { pullGoogleChanges } from '../features/google/pull-google-changes.ts';

export interface GoogleSyncDeps {
  db: Db;
  engine: DbEngine;
  config: Config;
  events: EventBus;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

export interface GoogleSyncScheduler {
  /** One pass over every connected professional (what the loop runs each GOOGLE_SYNC_MS). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Pulls every connected professional's Google Calendar changes every GOOGLE_SYNC_MS. Every
 * instance runs one; on PostgreSQL a connection being pulled by another instance is skipped.
 */
export function startGoogleSyncScheduler(deps: GoogleSyncDeps): GoogleSyncScheduler {
  let running = true;
  let wake: (() => void) | undefined;

  const runOnce = async () => {
    if (!googleSettings(deps.config)) return;
    for (const userId of await listPullableConnections(deps.db)) {
      if (!running) return;
      try {
        await withPullLock(deps.db, deps.engine, userId, (connectionDb) =>
          pullGoogleChanges(deps, userId, connectionDb).then(() => undefined),
        );
      } catch (error) {
        deps.log?.warn({ err: error, userId }, 'google pull failed');
      }
    }
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (!running) return resolve();
      const timer = setTimeout(resolve, deps.config.GOOGLE_SYNC_MS);
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
        deps.log?.warn({ err: error }, 'google pull pass failed'),
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
