import { AppError } from '../../../core/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { PgliteThread } from '../../db/pglite-thread/client.ts';

/** PGlite's thread, when `db` speaks to one (not a transaction of it). */
export function databaseThreadOf(db: Db): PgliteThread | undefined {
  const client = (db._.session as unknown as { client?: Partial<PgliteThread> }).client;
  return typeof client?.runTask === 'function' ? (client as PgliteThread) : undefined;
}

/** The error again as an AppError when it was one on the database thread. */
function asAppError(error: unknown): unknown {
  const fields = error as Partial<AppError> & { name?: string };
  if (fields?.name !== 'AppError' || !fields.code) return error;
  return new AppError(fields.code, fields.message ?? '', fields.fieldErrors, fields.details);
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
  try {
    return (await thread.runTask('bookPublic', decision)) as R;
  } catch (error) {
    throw asAppError(error);
  }
}
