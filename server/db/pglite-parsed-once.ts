import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-prepared.ts';

/**
 * The parsers drizzle sends with every PGlite query: dates, times and intervals (and their
 * arrays) come back as the text PostgreSQL wrote, and drizzle maps them itself.
 */
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: (value: string) => value,
  [types.TIMESTAMPTZ]: (value: string) => value,
  [types.INTERVAL]: (value: string) => value,
  [types.DATE]: (value: string) => value,
  1231: (value: string) => value, // numeric[]
  1115: (value: string) => value, // timestamp[]
  1185: (value: string) => value, // timestamptz[]
  1187: (value: string) => value, // interval[]
  1182: (value: string) => value, // date[]
};

const ARRAY_ROWS: QueryOptions = { rowMode: 'array' };
const OBJECT_ROWS: QueryOptions = { rowMode: 'object' };

/** The query options without the per-query parsers, which PGlite would merge into its own map. */
export const withoutParsers = (options?: QueryOptions) =>
  options?.rowMode === 'array' ? ARRAY_ROWS : OBJECT_ROWS;

/** Drizzle's parsers, set once on the instance: queries then go without them (withoutParsers). */
export function setDrizzleParsers(client: PGlite): void {
  Object.assign(client.parsers, DRIZZLE_PARSERS);
}

type Queryable = Pick<Transaction, 'query' | 'exec'>;

/** Statements on `client` (the instance, or its open transaction), planned ones prepared once. */
function parsedOnce<T extends Queryable>(
  client: T,
  prepared: PreparedStatements,
  inTransaction: boolean,
): Queryable {
  return {
    query: (sql, params, options) =>
      PreparedStatements.handles(sql)
        ? prepared.query(sql, params ?? [], withoutParsers(options), inTransaction)
        : client.query(sql, params, withoutParsers(options)),
    exec: (sql, options) => client.exec(sql, options),
  };
}

/**
 * A PGlite handle for drizzle that parses as drizzle asks without being told on every query, and
 * prepares each planned statement once (pglite-prepared.ts).
 * With the parsers in a query's options PGlite copies its whole parser map (every type and its
 * array: hundreds of entries) into a new object for each result: 9.6% of the server's CPU under
 * the mixed load (issue 20). Here drizzle's parsers are set once on the instance instead.
 */
export function pgliteParsedOnce(client: PGlite) {
  setDrizzleParsers(client);
  const prepared = PreparedStatements.of(client);
  return {
    ...parsedOnce(client, prepared, false),
    transaction: <T>(work: (tx: Queryable) => Promise<T>) =>
      client.transaction((tx) => work(parsedOnce(tx, prepared, true))),
    close: () => client.close(),
  };
}
