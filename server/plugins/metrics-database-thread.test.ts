import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { type Database, migrateDatabase, openPgliteThread } from '../db/client.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

type App = Awaited<ReturnType<typeof buildApp>>;
let threaded: Database;
let app: App;
let inProcess: TestApp;
beforeAll(async () => {
  threaded = await openPgliteThread();
  await migrateDatabase(threaded);
  app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: './no-web-build' }),
    database: threaded,
  });
  await app.ready();
  inProcess = await createTestApp();
});
afterAll(async () => {
  await app.close();
  await threaded.close();
  await inProcess.close();
});

const scrape = async (target: App) =>
  (await target.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;

/** The value of one series in Prometheus text. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics with PGlite on its own thread', () => {
  it('counts how long transactions held the database and how long statements alone took', async () => {
    const before = await scrape(app);
    const transactionsBefore = sample(before, 'agendei_database_transactions_total')!;
    const aloneBefore = sample(before, 'agendei_database_alone_statements_total')!;
    const heldBefore = sample(before, 'agendei_database_held_seconds_total')!;
    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.02)`);
    });
    await threaded.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        tx.rollback();
      })
      .catch(() => undefined);
    await threaded.db.execute(sql`select 1`);
    await threaded.db.execute(sql`select 2`);
    const after = await scrape(app);
    // Both transactions, the committed one and the rolled back one.
    expect(sample(after, 'agendei_database_transactions_total')).toBe(transactionsBefore + 2);
    expect(
      sample(after, 'agendei_database_held_seconds_total')! - heldBefore,
    ).toBeGreaterThanOrEqual(0.02);
    // The two selects, and whatever the app itself read meanwhile (the outbox's depth).
    expect(sample(after, 'agendei_database_alone_statements_total')).toBeGreaterThanOrEqual(
      aloneBefore + 2,
    );
    expect(sample(after, 'agendei_database_alone_seconds_total')).toBeGreaterThan(0);
  });

  it("has no such series for a database on the server's own thread", async () => {
    expect(await scrape(inProcess.app)).not.toContain('agendei_database_held_seconds_total');
  });
});
