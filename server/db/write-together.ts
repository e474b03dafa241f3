import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import type { ThreadTransaction } from './pglite-thread/client.ts';
import { type TextQuery, plainInsertQuery } from './plain-insert-query.ts';

type Rows = Record<string, unknown>[];

const dialect = new PgDialect();

/** `with w0 as (...), w1 as (...) <last>`: the writes of `writeTogether` as one statement. */
function together(sent: readonly SQLWrapper[], last?: SQLWrapper): SQL {
  const main = last ? last.getSQL() : sql`select 1`;
  const ctes = sent.map((write, index) => sql`${sql.raw(`w${index}`)} as (${write.getSQL()})`);
  return ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ${main}` : main;
}

/** `together` of plain inserts, written directly (`plainInsertQuery`); undefined for others. */
function plainTogether(sent: readonly SQLWrapper[]): TextQuery | undefined {
  const ctes: string[] = [];
  const params: unknown[] = [];
  for (const write of sent) {
    const query = plainInsertQuery(write, params.length);
    if (!query) return undefined;
    ctes.push(`w${ctes.length} as (${query.sql})`);
    params.push(...query.params);
  }
  return { sql: ctes.length ? `with ${ctes.join(', ')} select 1` : 'select 1', params };
}

/**
 * `together` as text and parameters: written directly when every write is a plain insert and
 * nothing is returned, as drizzle would write it; else by drizzle.
 */
function togetherQuery(writes: readonly (SQLWrapper | null)[], last?: SQLWrapper): TextQuery {
  const sent = writes.filter((write): write is SQLWrapper => write !== null);
  return (last ? undefined : plainTogether(sent)) ?? dialect.sqlToQuery(together(sent, last));
}

type PreparingSession = {
  prepareQuery(
    query: TextQuery,
    fields: undefined,
    name: undefined,
    isResponseInArrayMode: boolean,
  ): { execute(): Promise<unknown> };
};

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
): Promise<Rows> {
  // Through drizzle's session, as `db.execute` (logged, on the pool or the transaction); PGlite
  // and node-postgres both answer `{ rows }`.
  const session = db._.session as unknown as PreparingSession;
  const query = session.prepareQuery(togetherQuery(writes, last), undefined, undefined, false);
  const result = (await query.execute()) as { rows: Rows };
  return result.rows;
}

/**
 * The transaction's own handle on PGlite's thread, when `tx` is the outermost of its
 * transactions. A savepoint inside one (drizzle's nested `transaction`, as an MCP dry run
 * wraps a use case) must not commit the transaction around it: it is written as any other.
 */
function threadTransactionOf(tx: Db): ThreadTransaction | undefined {
  const nested = (tx as unknown as { nestedIndex?: number }).nestedIndex ?? 0;
  if (nested > 0) return undefined;
  const client = (tx._.session as unknown as { client?: Partial<ThreadTransaction> }).client;
  return typeof client?.queryAndCommit === 'function' ? (client as ThreadTransaction) : undefined;
}

/**
 * `writeTogether` as a transaction's last statement. On PGlite's thread it travels with the
 * COMMIT (rolled back if it fails), so the database, which waits for the server's thread between
 * a transaction's statements, is held one trip less (issue 20). In a savepoint, or elsewhere, it runs as
 * `writeTogether` and the transaction commits when its work returns. Nothing may run in the
 * transaction after it, and nothing after it may fail: it is committed already.
 */
export async function writeTogetherAndCommit(
  tx: Db,
  writes: readonly (SQLWrapper | null)[],
  last?: SQLWrapper,
): Promise<Rows> {
  const thread = threadTransactionOf(tx);
  if (!thread) return writeTogether(tx, writes, last);
  const query = togetherQuery(writes, last);
  const result = await thread.queryAndCommit<Record<string, unknown>>(query.sql, query.params);
  return result.rows;
}
