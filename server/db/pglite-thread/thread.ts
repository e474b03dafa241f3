import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { setDrizzleParsers, withoutParsers } from '../pglite-parsed-once.ts';
import { PreparedStatements } from '../pglite-prepared.ts';
import {
  type ThreadOptions,
  type ThreadReply,
  type ThreadRequest,
  type ThreadStats,
  type ThreadTasks,
  type ThreadTasksModule,
  sharedNow as now,
  toThreadError,
} from './protocol.ts';

/** A transaction of the server's thread: PGlite's handle once BEGIN ran, and how to end it. */
interface OpenTransaction {
  ready: Promise<Transaction>;
  /** Commits (or rolls back) once BEGIN ran; resolves once the transaction has ended. */
  end: (commit: boolean) => Promise<void>;
}

const ROLLED_BACK = Symbol('rolled back');
const port = parentPort;
if (!port) throw new Error('thread.ts runs as a worker thread (see pglite-thread/client.ts).');

const { dataDir, tasks: tasksModule } = workerData as ThreadOptions;
const db = await PGlite.create({ dataDir });
setDrizzleParsers(db);
const open = new Map<number, OpenTransaction>();
const prepared = PreparedStatements.of(db);
const stats: ThreadStats = { transactions: 0, heldMs: 0, aloneStatements: 0, aloneMs: 0 };

/**
 * Opens transaction `id` through PGlite's own, which holds every other statement back until it
 * ends (as in the server's thread before). Registered at once, so the statements sent with the
 * first (reads side by side) find it; each waits for BEGIN.
 */
function begin(id: number): OpenTransaction {
  let finish: (commit: boolean) => void = () => {};
  let ended: Promise<void> = Promise.resolve();
  const ready = new Promise<Transaction>((started, failed) => {
    ended = db
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollBack) => {
            const heldSince = performance.now();
            finish = (ok) => {
              stats.transactions += 1;
              stats.heldMs += performance.now() - heldSince;
              if (ok) commit();
              else rollBack(ROLLED_BACK);
            };
            started(tx);
          }),
      )
      .then(
        () => undefined,
        (error: unknown) => {
          if (error !== ROLLED_BACK) throw error;
        },
      );
    // Before `started`: BEGIN itself failed. After it, `end` reports how the transaction ended.
    ended.catch(failed);
  });
  ready.catch(() => undefined);
  const entry: OpenTransaction = {
    ready,
    end: async (commit) => {
      await ready;
      finish(commit);
      await ended;
    },
  };
  open.set(id, entry);
  return entry;
}

/** Where a statement runs: the database, or its open transaction (opened by its first one). */
function target(request: { tx?: number; begin?: true }): PGlite | Promise<Transaction> {
  if (request.tx === undefined) return db;
  const entry = open.get(request.tx) ?? (request.begin ? begin(request.tx) : undefined);
  if (!entry) throw new Error(`Transaction ${request.tx} is not open.`);
  return entry.ready;
}

async function end(tx: number, commit: boolean) {
  const entry = open.get(tx);
  if (!entry) throw new Error(`Transaction ${tx} is not open.`);
  open.delete(tx);
  await entry.end(commit);
}

async function query(request: Extract<ThreadRequest, { kind: 'query' }>) {
  const options = withoutParsers({ rowMode: request.rowMode });
  const on = await target(request);
  const { rows, fields, affectedRows } = PreparedStatements.handles(request.sql)
    ? await prepared.query(request.sql, request.params ?? [], options, on !== db)
    : await on.query(request.sql, request.params, options);
  return { rows, fields, affectedRows };
}

/** A transaction's last statement, then its end: committed when the statement succeeded. */
async function queryAndEnd(request: Extract<ThreadRequest, { kind: 'query' }> & { tx: number }) {
  let result: Awaited<ReturnType<typeof query>>;
  try {
    result = await query(request);
  } catch (error) {
    await end(request.tx, false).catch(() => undefined);
    throw error;
  }
  await end(request.tx, true);
  return result;
}

async function run(request: ThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query':
      return request.commit && request.tx !== undefined
        ? queryAndEnd({ ...request, tx: request.tx })
        : query(request);
    case 'exec':
      return (await (await target(request)).exec(request.sql)).map(
        ({ rows, fields, affectedRows }) => ({
          rows,
          fields,
          affectedRows,
        }),
      );
    case 'end':
      return end(request.tx, request.commit);
    case 'stats':
      return stats;
    case 'task':
      return timedTask(request);
    case 'close':
      await db.close();
      return null;
  }
}

let loadedTasks: Promise<ThreadTasks> | undefined;
/** The use cases run here (the module the opener named), loaded with their modules once. */
function tasks() {
  if (!tasksModule)
    return Promise.reject(new Error('The database thread was opened without tasks.'));
  loadedTasks ??= import(tasksModule).then((module: ThreadTasksModule) =>
    module.databaseThreadTasks(db),
  );
  return loadedTasks;
}

/**
 * A task holds the database for its transaction: counted as one, from its start to its end (a
 * transaction of the server's thread still open then is waited for inside it).
 */
async function timedTask(request: Extract<ThreadRequest, { kind: 'task' }>) {
  const task = (await tasks())[request.name]!;
  const started = performance.now();
  try {
    return await task(request.payload);
  } finally {
    stats.transactions += 1;
    stats.heldMs += performance.now() - started;
  }
}

/** A statement outside a transaction: counted from its sending to its answer. */
function timedAlone(request: ThreadRequest): Promise<unknown> {
  const sentAt = ('sentAt' in request ? request.sentAt : undefined) ?? now();
  const count = () => {
    stats.aloneStatements += 1;
    stats.aloneMs += now() - sentAt;
  };
  const ran = run(request);
  ran.then(count, count);
  return ran;
}

const alone = (request: ThreadRequest) =>
  (request.kind === 'query' || request.kind === 'exec') && request.tx === undefined;

port.on('message', (request: ThreadRequest) => {
  (alone(request) ? timedAlone(request) : run(request)).then(
    (result) => port.postMessage({ id: request.id, result } satisfies ThreadReply),
    (error: unknown) =>
      port.postMessage({ id: request.id, error: toThreadError(error) } satisfies ThreadReply),
  );
});
port.postMessage({ id: 0, result: 'ready' } satisfies ThreadReply);
// Loaded now, so the first booking does not wait for its modules (a failure shows at its call).
if (tasksModule) tasks().catch(() => undefined);
