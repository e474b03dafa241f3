import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@core/app-error.ts';

/**
 * What the server's thread asks of the database thread. `tx` names a transaction, which its first
 * statement opens (`begin`): BEGIN costs no trip of its own between the threads; nor does COMMIT
 * when it comes with the last statement (`commit`).
 */
export type ThreadRequest =
  | ({
      id: number;
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array';
      /** The transaction's last statement: commit it when the statement succeeds, else roll back. */
      commit?: true;
    } & InTx)
  | ({ id: number; kind: 'exec'; sql: string } & InTx)
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'stats' }
  | { id: number; kind: 'task'; name: string; payload: unknown }
  | { id: number; kind: 'close' };

/**
 * What the thread has counted since it started (metrics): how long transactions held the
 * database, and how long statements sent outside one took from their sending to their answer,
 * their wait for the database included (issue 20).
 */
export interface ThreadStats {
  transactions: number;
  heldMs: number;
  aloneStatements: number;
  aloneMs: number;
}

type InTx = {
  tx?: number;
  begin?: true;
  /** When a statement outside a transaction was sent (ms since the epoch, sub-millisecond). */
  sentAt?: number;
};

/** A driver error as plain data: its message and the fields PostgreSQL set (code, constraint...). */
export interface ThreadError {
  message: string;
  fields: Record<string, unknown>;
}

export type ThreadReply = { id: number; result: unknown } | { id: number; error: ThreadError };

/** The options the thread is started with. */
export interface ThreadOptions {
  dataDir?: string;
  /**
   * The module (its file URL) of the use cases the thread runs on its own database (`task`),
   * named by whoever opens the thread: nothing in db/ knows them. Without it, no task runs.
   */
  tasks?: string;
}

/** Use cases run on the thread's database, by name, each with one payload (plain data). */
export type ThreadTasks = Record<string, (payload: unknown) => Promise<unknown>>;

/** What a tasks module exports: its use cases over the thread's own PGlite. */
export interface ThreadTasksModule {
  databaseThreadTasks(client: PGlite): ThreadTasks;
}

/** A driver error, with every own field that survives a copy between threads. */
export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (key === 'query' || key === 'params' || key === 'queryOptions') continue;
    fields[key] = value;
  }
  return { message: error.message, fields };
}

/**
 * The error again, on the server's thread: the same message and fields, e.g. `code` 23505; a
 * domain error of a task (a booking's 409 with its suggestions) as the AppError it was.
 */
export function fromThreadError(error: ThreadError): Error {
  const { name, code, fieldErrors, details } = error.fields as Partial<AppError>;
  if (name === 'AppError' && code) return new AppError(code, error.message, fieldErrors, details);
  return Object.assign(new Error(error.message), error.fields);
}

/** A clock both threads share (each thread's performance.now() starts at its own origin). */
export const sharedNow = () => performance.timeOrigin + performance.now();
