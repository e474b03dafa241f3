import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { setDrizzleParsers, withoutParsers } from '../pglite-parsed-once.ts';
import {
  type ThreadOptions,
  type ThreadReply,
  type ThreadRequest,
  toThreadError,
} from './protocol.ts';

/** An open transaction: PGlite's handle, and how to end it (commit, or roll back). */
interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  ended: Promise<void>;
}

const ROLLED_BACK = Symbol('rolled back');
const port = parentPort;
if (!port) throw new Error('thread.ts runs as a worker thread (see pglite-thread/client.ts).');

const { dataDir } = workerData as ThreadOptions;
const db = await PGlite.create({ dataDir });
setDrizzleParsers(db);
const open = new Map<number, OpenTransaction>();
let lastTx = 0;

const target = (tx?: number) => {
  if (tx === undefined) return db;
  const entry = open.get(tx);
  if (!entry) throw new Error(`Transaction ${tx} is not open.`);
  return entry.tx;
};

/**
 * Opens a transaction through PGlite's own, which holds every other statement back until it
 * ends (as in the server's thread before): answers once BEGIN ran, ends on the `end` request.
 */
function begin(): Promise<{ tx: number }> {
  return new Promise((started, failed) => {
    const id = ++lastTx;
    const ended: Promise<void> = db
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollBack) => {
            open.set(id, { tx, ended, end: (ok) => (ok ? commit() : rollBack(ROLLED_BACK)) });
            started({ tx: id });
          }),
      )
      .catch((error: unknown) => {
        if (error !== ROLLED_BACK) throw error;
      });
    // Before `started`: BEGIN itself failed. After it, `end` reports how the transaction ended.
    ended.catch(failed);
  });
}

async function end(tx: number, commit: boolean) {
  const entry = open.get(tx);
  if (!entry) throw new Error(`Transaction ${tx} is not open.`);
  open.delete(tx);
  entry.end(commit);
  await entry.ended;
}

async function run(request: ThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const options = withoutParsers({ rowMode: request.rowMode });
      const { rows, fields, affectedRows } = await target(request.tx).query(
        request.sql,
        request.params,
        options,
      );
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await target(request.tx).exec(request.sql)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (request: ThreadRequest) => {
  run(request).then(
    (result) => port.postMessage({ id: request.id, result } satisfies ThreadReply),
    (error: unknown) =>
      port.postMessage({ id: request.id, error: toThreadError(error) } satisfies ThreadReply),
  );
});
port.postMessage({ id: 0, result: 'ready' } satisfies ThreadReply);
