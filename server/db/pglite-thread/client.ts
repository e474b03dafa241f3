import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import {
  fromThreadError,
  type ThreadOptions,
  type ThreadReply,
  type ThreadRequest,
  type ThreadStats,
  sharedNow as now,
} from './protocol.ts';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Ask = {
  [K in ThreadRequest['kind']]: Omit<Extract<ThreadRequest, { kind: K }>, 'id'>;
}[ThreadRequest['kind']];

/** The statements drizzle runs, on the connection or inside one transaction. */
export interface ThreadQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** A transaction on the thread: its statements, and its last one sent with its COMMIT. */
export interface ThreadTransaction extends ThreadQueries {
  /**
   * Runs the transaction's last statement and commits in the same trip to the thread (rolls back
   * when the statement fails): the database is held one trip less. Nothing may run after it.
   */
  queryAndCommit<T>(sql: string, params?: unknown[]): Promise<Results<T>>;
}

/**
 * PGlite on a thread of its own (issue 20): its WebAssembly ran on the server's thread, where a
 * statement never lets the event loop turn, so while the database worked no request was read,
 * timed or refused, and the second core idled. This handle speaks PGlite's interface to drizzle
 * (`query`, `exec`, `transaction`) and sends each statement to the thread; PGlite's own
 * transaction there still holds every other statement back until it ends.
 */
export class PgliteThread implements ThreadQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #lastId = 0;
  #lastTx = 0;
  #stopped: Error | undefined;
  /** Open (ready) and not being closed: a stop now is the thread crashing. */
  #serving = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: ThreadReply) => this.#settle(reply));
    worker.on('error', (error: unknown) =>
      this.#stop(error instanceof Error ? error : new Error(String(error))),
    );
    worker.on('exit', (code) =>
      this.#stop(new Error(`The database thread stopped (code ${code}).`)),
    );
  }

  /** Starts the thread and waits until its database is open. */
  static async open(options: ThreadOptions): Promise<PgliteThread> {
    const worker = new Worker(new URL('./boot.mjs', import.meta.url), { workerData: options });
    const thread = new PgliteThread(worker);
    await new Promise((resolve, reject) => thread.#pending.set(0, { resolve, reject }));
    thread.#serving = true;
    return thread;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const rowMode = arrayMode(options);
    return this.#ask({ kind: 'query', sql, params, rowMode, sentAt: now() }) as Promise<Results<T>>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.#ask({ kind: 'exec', sql, sentAt: now() }) as Promise<Results[]>;
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Its
   * first statement opens it on the thread, so the database is held from that statement on, not
   * from a BEGIN answered first.
   */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = ++this.#lastTx;
    let begun = false;
    let ending = false;
    const inTransaction = (request: Ask) => {
      if (ending) return Promise.reject(new Error(`Transaction ${tx} has ended.`));
      const begin = begun ? {} : { begin: true as const };
      begun = true;
      return this.#ask({ ...request, tx, ...begin } as Ask);
    };
    const queries: ThreadTransaction = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        inTransaction({ kind: 'query', sql, params, rowMode: arrayMode(options) }) as Promise<
          Results<R>
        >,
      exec: (sql) => inTransaction({ kind: 'exec', sql }) as Promise<Results[]>,
      queryAndCommit: <R>(sql: string, params: unknown[] = []) => {
        const last = inTransaction({ kind: 'query', sql, params, commit: true });
        ending = true;
        return last as Promise<Results<R>>;
      },
    };
    let result: T;
    try {
      result = await work(queries);
    } catch (error) {
      if (begun && !ending) {
        await this.#ask({ kind: 'end', tx, commit: false }).catch(() => undefined);
      }
      throw error;
    }
    if (begun && !ending) await this.#ask({ kind: 'end', tx, commit: true });
    return result;
  }

  /** Runs one of the thread's tasks (the module named in its options) with `payload`. */
  runTask(name: string, payload: unknown): Promise<unknown> {
    return this.#ask({ kind: 'task', name, payload });
  }

  /** What the thread has counted since it started (metrics.ts). */
  stats(): Promise<ThreadStats> {
    return this.#ask({ kind: 'stats' }) as Promise<ThreadStats>;
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    this.#serving = false;
    await this.#ask({ kind: 'close' });
    await this.#worker.terminate();
  }

  #ask(request: Ask): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  #settle(reply: ThreadReply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if ('error' in reply) pending.reject(fromThreadError(reply.error));
    else pending.resolve(reply.result);
  }

  #stop(error: Error) {
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
    // The database is gone for good: crash as for any fatal error, so the supervisor restarts
    // the server (PGlite recovers its folder), rather than answer every request with an error.
    if (this.#serving) {
      this.#serving = false;
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

const arrayMode = (options?: QueryOptions) => (options?.rowMode === 'array' ? 'array' : undefined);
