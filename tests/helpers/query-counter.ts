import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type { Database, Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';

/** The same database seen through a Drizzle logger that counts (and keeps) every statement sent. */
export function countingDatabase(database: Database) {
  let sent: string[] = [];
  const logger: Logger = { logQuery: (query) => void sent.push(query) };
  const client = (database.db as unknown as { $client: never }).$client;
  const db = (database.engine === 'pglite'
    ? drizzlePglite(client, { schema, logger })
    : drizzlePg(client, { schema, logger })) as unknown as Db;
  return {
    // Closing stays with the owner of the original database.
    database: { ...database, db, close: async () => {} } satisfies Database,
    queries: () => sent.length,
    /** The statements sent so far, as SQL text. */
    statements: () => sent,
    reset: () => void (sent = []),
  };
}
