import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../../db/client.ts';
import { pgliteParsedOnce } from '../../db/pglite-parsed-once.ts';
import type { ThreadTasks } from '../../db/pglite-thread/protocol.ts';
import * as schema from '../../db/schema.ts';
import { type BookingDecision, bookInTransaction } from './book-public-appointment.ts';

/** This module, which whoever opens PGlite's thread names as its tasks (openPgliteThread). */
export const DATABASE_THREAD_TASKS = new URL(import.meta.url);

/** The tasks PGlite's thread runs on its own database (pglite-thread/thread.ts). */
export function databaseThreadTasks(client: PGlite): ThreadTasks {
  const db = drizzle({
    client: pgliteParsedOnce(client) as unknown as PGlite,
    schema,
  }) as unknown as Db;
  return {
    bookPublic: (decision: unknown) => bookInTransaction(db, decision as BookingDecision),
  };
}
