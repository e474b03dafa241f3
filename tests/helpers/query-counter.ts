import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type { Database, Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';

type Callable = (...args: unknown[]) => Promise<unknown>;

/**
 * A PGlite handle (or one of its transactions) that numbers the round trips of the statements
 * sent through it: a statement sent while another is still awaited (side by side,
 * `readSideBySide`) shares that one's round trip, as PGlite on its own thread answers them
 * together (decision 037).
 */
function tripNumbering<T extends object>(
  handle: T,
  trips: { of: number[]; inFlight: number; n: number },
): T {
  return new Proxy(handle, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as Callable;
      if (property === 'query' || property === 'exec') {
        return async (...args: unknown[]) => {
          if (trips.inFlight === 0) trips.n += 1;
          trips.inFlight += 1;
          trips.of.push(trips.n);
          try {
            return await method.apply(target, args);
          } finally {
            trips.inFlight -= 1;
          }
        };
      }
      if (property === 'transaction') {
        return (callback: (tx: object) => Promise<unknown>) =>
          method.call(target, (tx: object) => callback(tripNumbering(tx, trips)));
      }
      return method.bind(target);
    },
  });
}

/** The same database seen through a Drizzle logger that counts (and keeps) every statement sent. */
export function countingDatabase(database: Database) {
  let sent: string[] = [];
  const trips = { of: [] as number[], inFlight: 0, n: 0 };
  const logger: Logger = { logQuery: (query) => void sent.push(query) };
  const client = (database.db as unknown as { $client: object }).$client;
  const db = (database.engine === 'pglite'
    ? drizzlePglite(tripNumbering(client, trips) as never, { schema, logger })
    : drizzlePg(client as never, { schema, logger })) as unknown as Db;
  return {
    // Closing stays with the owner of the original database.
    database: { ...database, db, close: async () => {} } satisfies Database,
    queries: () => sent.length,
    /** The statements sent so far, as SQL text. */
    statements: () => sent,
    /**
     * The round trips of the statements `keep` keeps. On PostgreSQL each statement of a
     * transaction is one: its connection takes one at a time.
     */
    roundTrips: (keep: (sql: string) => boolean = () => true) => {
      const kept = sent.map((sql, index) => (keep(sql) ? index : -1)).filter((index) => index >= 0);
      if (database.engine !== 'pglite') return kept.length;
      return new Set(kept.map((index) => trips.of[index])).size;
    },
    reset: () => {
      sent = [];
      trips.of = [];
    },
  };
}
