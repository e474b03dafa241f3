import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { DeliveryDeps } from './features/outbox/delivery-deps.ts';
import type { EventBus } from './realtime/event-bus.ts';
import type { ScheduleCache } from './features/scheduling/schedule-cache.ts';

/** What every feature's routes receive from buildApp. */
export interface FeatureDeps {
  db: Db;
  events: EventBus;
  config: Config;
  /** Sends a webhook or e-mail row now (test, process). */
  delivery: DeliveryDeps;
  /** Per-professional windows and busy times for slot reads (and the other calendars' sources). */
  scheduleCache: ScheduleCache;
}
