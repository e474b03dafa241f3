import { buildApp } from '../../server/app.ts';
import { type Config, testConfig } from '../../server/config.ts';
import { type Database, migrateDatabase, openPgliteThread } from '../../server/db/client.ts';
import { DATABASE_THREAD_TASKS } from '../../server/features/appointments/database-thread-tasks.ts';
import type { CalendarProvider } from '../../server/features/calendars/calendar-provider.ts';
import {
  type CalendarProviders,
  calendarProviders as registry,
} from '../../server/features/calendars/calendar-providers.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on `database`; close() stops both. */
async function appOn<D extends Database>(
  database: D,
  overrides: Partial<Config>,
  calendarProviders?: CalendarProviders,
) {
  const config = testConfig({
    WEB_DIST_DIR: './no-web-build',
    AUTH_RATE_LIMIT_PER_MINUTE: 1000,
    PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: 10_000,
    ...overrides,
  });
  // The providers the app built, kept for the tests that deliver calendar-sync rows.
  let calendars: CalendarProvider[] = [];
  const providers: CalendarProviders = (deps) =>
    (calendars = (calendarProviders ?? registry)(deps));
  const app = await buildApp({ config, database, calendarProviders: providers });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    calendars,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The real app on a fresh database (a PGlite copy, or PostgreSQL under npm run test:pg);
 * `calendarProviders` replaces the registry (a fake calendar).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  calendarProviders?: CalendarProviders,
) {
  return appOn(await createTestDatabase(), overrides, calendarProviders);
}

/** The real app on a freshly migrated PGlite on its own thread, as `npm start` runs it. */
export async function createThreadedTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database: Database & { url?: string } = await openPgliteThread({
    tasks: DATABASE_THREAD_TASKS,
  });
  await migrateDatabase(database);
  return appOn(database, overrides);
}
