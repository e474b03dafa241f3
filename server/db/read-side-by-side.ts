import { PgTransaction } from 'drizzle-orm/pg-core';
import { PgliteTransaction } from 'drizzle-orm/pglite';
import type { Db } from './client.ts';

type Reads = readonly (() => Promise<unknown>)[];
type Results<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads side by side: on a pool each on its own connection; in a PGlite
 * transaction sent together, PGlite taking them in turn (on its own thread, decision 037, that
 * spares a round trip per read while the transaction holds the database); but one after another
 * in a PostgreSQL transaction: its single connection takes one query at a time, and node-postgres
 * deprecates (pg 9 refuses) a query sent while another is still running.
 */
export async function readSideBySide<T extends Reads>(db: Db, reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction) || db instanceof PgliteTransaction) {
    return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
