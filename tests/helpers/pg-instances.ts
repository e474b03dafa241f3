import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type Config, testConfig } from '../../server/config.ts';
import { openPostgres } from '../../server/db/client.ts';
import { createPgEventBus } from '../../server/realtime/pg-event-bus.ts';
import { createTestDatabase } from './test-database.ts';

export interface PgInstanceOptions {
  config?: Partial<Config>;
  /** Give the instance its own LISTEN/NOTIFY bus, as a deployment runs (default: none). */
  eventBus?: boolean;
}

/**
 * One app instance with its own connection pool (and bus), as a deployment behind a load
 * balancer runs, listening on a loopback port.
 */
export async function startPgInstance(url: string, options: PgInstanceOptions = {}) {
  const database = openPostgres(url);
  const events = options.eventBus ? await createPgEventBus(url) : undefined;
  const config = testConfig({
    WEB_DIST_DIR: './no-web-build',
    PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: 10_000,
    ...options.config,
  });
  const app = await buildApp({ config, database, ...(events ? { events } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db: database.db,
    base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    stop: async () => {
      await app.close();
      await events?.close();
      await database.close();
    },
  };
}

export type PgInstance = Awaited<ReturnType<typeof startPgInstance>>;

/**
 * Two instances on one throwaway PostgreSQL database for the suite (started before its tests,
 * stopped after them). Read `one` and `two` inside tests.
 */
export function twoPgInstances(options: PgInstanceOptions = {}) {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  const instances = {} as { one: PgInstance; two: PgInstance };
  beforeAll(async () => {
    shared = await createTestDatabase();
    if (!shared.url) throw new Error('this suite runs on PostgreSQL: npm run test:pg');
    instances.one = await startPgInstance(shared.url, options);
    instances.two = await startPgInstance(shared.url, options);
  });
  afterAll(async () => {
    await instances.one?.stop();
    await instances.two?.stop();
    await shared?.close();
  });
  return instances;
}
