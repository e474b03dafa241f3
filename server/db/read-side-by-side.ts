import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Reads = readonly (() => Promise<unknown>)[];
type Results<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads side by side on a pool (each on its own connection), but one after
 * another inside a transaction: its single connection takes one query at a time, and node-postgres
 * deprecates (pg 9 refuses) a query sent while another is still running.
 */
export async function readSideBySide<T extends Reads>(db: Db, reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
