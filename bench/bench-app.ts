import { buildApp } from '../server/app.ts';
import { type Config, testConfig } from '../server/config.ts';
import {
  type Database,
  migrateDatabase,
  openPglite,
  openPgliteThread,
  openPostgres,
} from '../server/db/client.ts';
import { DATABASE_THREAD_TASKS } from '../server/features/appointments/database-thread-tasks.ts';

/**
 * The real app on a fresh in-memory PGlite on its own thread as the server runs it
 * (`BENCH_PGLITE=process`: on this thread), or on BENCH_DATABASE_URL, for benchmarks.
 */
export async function benchApp(overrides: Partial<Config> = {}) {
  let database: Database;
  if (process.env.BENCH_DATABASE_URL) {
    database = openPostgres(process.env.BENCH_DATABASE_URL);
  } else {
    database =
      process.env.BENCH_PGLITE === 'process'
        ? (await openPglite()).database
        : await openPgliteThread({ tasks: DATABASE_THREAD_TASKS });
  }
  await migrateDatabase(database);
  const config = testConfig({
    WEB_DIST_DIR: './no-web-build',
    AUTH_RATE_LIMIT_PER_MINUTE: 1_000_000,
    PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: 1_000_000,
    ...overrides,
  });
  const app = await buildApp({ config, database });
  return { app, database, config };
}

/** Registers an organization with a professional who works Monday to Saturday, 08:00–18:00. */
export async function benchProfessional(app: Awaited<ReturnType<typeof benchApp>>['app']) {
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/admin/register',
    payload: {
      name: 'Bench Admin',
      email: `bench-${Date.now()}@example.com`,
      password: 'segredo123',
    },
  });
  const { token, user } = register.json();
  const headers = { authorization: `Bearer ${token}` };
  await app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers,
    payload: { bufferTime: 0 },
  });
  for (const dayOfWeek of [1, 2, 3, 4, 5, 6]) {
    await app.inject({
      method: 'POST',
      url: '/api/availability',
      headers,
      payload: { dayOfWeek, startTime: '08:00', endTime: '18:00', appointmentDuration: 30 },
    });
  }
  return {
    userId: user.id as string,
    organizationId: user.organizationId as string,
    token: token as string,
  };
}
