import type { Query } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A select builder: what `.prepare()` gives is read for its SQL text and result fields. */
interface Preparable {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

/** What drizzle's prepared query holds beside its SQL (the same on PGlite and node-postgres). */
interface PreparedParts {
  getQuery(): Query;
  fields?: unknown;
  joinsNotNullableMap?: unknown;
}

type Session = {
  prepareQuery(
    query: Query,
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
  ): PreparedParts & { execute(values: Record<string, unknown>): Promise<unknown> };
};

/**
 * A select of a fixed shape whose SQL text drizzle builds once, run on whatever handle it is
 * given (the pool or a transaction) with its `sql.placeholder` values filled in. Building a
 * statement's text walks every column and parameter again on each run: a public booking's eight
 * statements spent about 2 ms of the server's thread so (issue 20). Drizzle's own `.prepare()`
 * keeps the handle it was made on, so a statement inside a transaction could not use it.
 * Placeholders are sent as given (no column mapping): pass instants as ISO text.
 */
export function builtOnce<S extends Preparable>(build: (db: Db) => S) {
  let parts: { query: Query; fields: unknown; joinsNotNullableMap: unknown } | undefined;
  return (db: Db, values: Record<string, unknown>) => {
    if (!parts) {
      const prepared = build(db).prepare('built_once') as unknown as PreparedParts;
      parts = {
        query: prepared.getQuery(),
        fields: prepared.fields,
        joinsNotNullableMap: prepared.joinsNotNullableMap,
      };
    }
    const session = db._.session as unknown as Session;
    const statement = session.prepareQuery(parts.query, parts.fields, undefined, true);
    statement.joinsNotNullableMap = parts.joinsNotNullableMap;
    return statement.execute(values) as ReturnType<ReturnType<S['prepare']>['execute']>;
  };
}
