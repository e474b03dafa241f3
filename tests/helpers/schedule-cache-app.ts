import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { createLocalEventBus } from '../../server/realtime/event-bus.ts';
import { ScheduleCache } from '../../server/features/scheduling/schedule-cache.ts';
import type { TestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The real app and a schedule cache of the test's own on one event bus: what the app's writes
 * publish reaches the cache. `close` stops the cache, the app and the database.
 */
export async function startAppWithScheduleCache() {
  const events = createLocalEventBus();
  const database = await createTestDatabase();
  const config = testConfig({
    WEB_DIST_DIR: './no-web-build',
    PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: 10_000,
  });
  const app = await buildApp({ config, database, events });
  await app.ready();
  const cache = new ScheduleCache(database.db, events);
  const close = async () => {
    cache.close();
    await app.close();
    await database.close();
  };
  const t: TestApp = { app, database, db: database.db, calendars: [], close };
  return { t, cache, events, close };
}
