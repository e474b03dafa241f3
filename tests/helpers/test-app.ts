import { buildApp } from '../../server/app.ts';
import { type Config, testConfig } from '../../server/config.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database; close() stops both. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await createTestDatabase();
  const config = testConfig({
    WEB_DIST_DIR: './no-web-build',
    AUTH_RATE_LIMIT_PER_MINUTE: 1000,
    PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: 10_000,
    ...overrides,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
