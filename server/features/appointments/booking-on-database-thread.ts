import type { Db } from '../../db/client.ts';
import type { PgliteThread } from '../../db/pglite-thread/client.ts';

/** PGlite's thread, when `db` speaks to one (not a transaction of it). */
export function databaseThreadOf(db: Db): PgliteThread | undefined {
  const client = (db._.session as unknown as { client?: Partial<PgliteThread> }).client;
  return typeof client?.runTask === 'function' ? (client as PgliteThread) : undefined;
}

/**
 * Runs a booking's transaction where the database is: on PGlite's own thread, whose event loop
 * waits for nothing else, so the professional's lock is held for PGlite's work alone (issue 20);
 * elsewhere (PostgreSQL, PGlite in process) here.
 */
export async function runBooking<D, R>(
  db: Db,
  decision: D,
  local: (db: Db, decision: D) => Promise<R>,
): Promise<R> {
  const thread = databaseThreadOf(db);
  if (!thread) return local(db, decision);
  // A domain error comes back as the AppError it was (protocol.ts, fromThreadError).
  return (await thread.runTask('bookPublic', decision)) as R;
}
