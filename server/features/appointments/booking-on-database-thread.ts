import type { Database, Db } from '../../db/client.ts';

/** Runs a task on PGlite's own thread, when the database is there (Database.runTask). */
export type RunTask = Database['runTask'];

/**
 * Runs a booking's transaction where the database is: on PGlite's own thread, whose event loop
 * waits for nothing else, so the professional's lock is held for PGlite's work alone (issue 20);
 * elsewhere (PostgreSQL, PGlite in process) here.
 */
export async function runBooking<D, R>(
  db: Db,
  runTask: RunTask,
  decision: D,
  local: (db: Db, decision: D) => Promise<R>,
): Promise<R> {
  if (!runTask) return local(db, decision);
  // A domain error comes back as the AppError it was (protocol.ts, fromThreadError).
  return (await runTask('bookPublic', decision)) as R;
}
