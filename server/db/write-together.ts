import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Sends independent writes (insert/update/delete builders, not yet awaited) as one statement:
 * each a data-modifying CTE of `with w0 as (...), w1 as (...) <last>`, `last` being the final
 * write whose returned rows are answered (else `select 1`). PostgreSQL runs every one of them to
 * completion, in the caller's transaction, whether or not it is read, and checks foreign keys at
 * the statement's end (a row may point to one inserted beside it); so a transaction pays one
 * round trip for them all instead of one each (on PGlite's own thread and on a pool alike).
 */
export async function writeTogether(
  db: Db,
  writes: readonly (SQLWrapper | null)[],
  last?: SQLWrapper,
): Promise<Record<string, unknown>[]> {
  const sent = writes.filter((write): write is SQLWrapper => write !== null);
  const main = last ? last.getSQL() : sql`select 1`;
  const ctes = sent.map((write, index) => sql`${sql.raw(`w${index}`)} as (${write.getSQL()})`);
  const statement = ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ${main}` : main;
  // PGlite and node-postgres both answer `{ rows }`.
  const result = (await db.execute(statement)) as { rows: Record<string, unknown>[] };
  return result.rows;
}
