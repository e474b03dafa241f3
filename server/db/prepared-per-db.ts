import type { Db } from './client.ts';

/**
 * A statement built once per database handle, then only executed with new values: building
 * drizzle's SQL on every call (`is()` checks, chunk joins) was the largest share of the server
 * thread's work on a dashboard read (issue 20). Named, it is also a server-side prepared statement
 * on each PostgreSQL connection (PGlite runs it as a plain query). A transaction is a handle of
 * its own and gets its own copy.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = prepare(db);
      built.set(db, statement);
    }
    return statement;
  };
}
