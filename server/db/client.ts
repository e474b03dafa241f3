import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgliteParsedOnce } from './pglite-parsed-once.ts';
import { PgliteThread } from './pglite-thread/client.ts';
import type { ThreadStats } from './pglite-thread/protocol.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbEngine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: DbEngine;
  close(): Promise<void>;
  /** PGlite on its own thread: how long transactions held it, how long others waited (metrics). */
  threadStats?: () => Promise<ThreadStats>;
  /**
   * Runs one of the thread's tasks (a use case's whole transaction) on PGlite's own thread; absent
   * elsewhere (PostgreSQL, PGlite in process, a thread opened without tasks).
   */
  runTask?: (name: string, payload: unknown) => Promise<unknown>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens an embedded PGlite: in memory when dataDir is undefined, file-backed otherwise. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  });
  const handle = pgliteParsedOnce(client) as unknown as PGlite;
  const db = drizzlePglite({ client: handle, schema }) as unknown as Db;
  return { client, database: { db, engine: 'pglite', close: () => client.close() } as Database };
}

/**
 * Opens PGlite on a thread of its own, as the server does (PGLITE_THREAD, on by default): the
 * server's thread keeps reading, timing and answering requests while it works. In memory when
 * dataDir is undefined. `tasks` names the module of the use cases run on the thread (runTask).
 */
export async function openPgliteThread(
  options: { dataDir?: string; tasks?: URL } = {},
): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const thread = await PgliteThread.open({ dataDir: options.dataDir, tasks: options.tasks?.href });
  const db = drizzlePglite({ client: thread as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    close: () => thread.close(),
    threadStats: () => thread.stats(),
    ...(options.tasks && {
      runTask: (name: string, payload: unknown) => thread.runTask(name, payload),
    }),
  };
}

export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection (server restart, failover) must not crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
  // A client checked out of the pool (inside a transaction) has no idle listener: without one of
  // its own, a connection cut between two of its queries is an unhandled 'error' that kills the
  // process. Its next query fails instead, and the pool discards it on release.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`)),
  );
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, engine: 'postgres', close: () => pool.end() };
}

/** Any fixed number: the advisory lock every instance takes to migrate one at a time. */
const MIGRATION_LOCK = 7_340_211_905;

/**
 * Brings the schema up to date. On PostgreSQL several instances may start at the same moment:
 * each migrates on one connection holding a session advisory lock, so the first applies the
 * migrations and the others, let in after it, find nothing left to do (without the lock they
 * race on `CREATE SCHEMA drizzle` and fail to start).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.engine === 'pglite') {
    await migratePglite(database.db as never, config);
    return;
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
