import type { ClaimResult } from './outbox-results.repository.ts';

/** How long a result waits for others to share its statement, and how many fill one. */
const LINGER_MS = 100;
const BATCH = 200;

export interface ResultWriter {
  /** Queues a delivery's result; it is written together with the others that finish meanwhile. */
  add(result: ClaimResult): void;
  /** Writes what is waiting now and resolves once all of it is written (or its write failed). */
  drained(): Promise<void>;
}

/**
 * Writes delivery results in batches: one statement for the results that finish within
 * LINGER_MS of the first (or as soon as BATCH are waiting), instead of one per row. That holds
 * for the batch gathered while the previous one was written too: on PostgreSQL or PGlite's own
 * thread a write takes a millisecond or two, and writing at once whatever finished meanwhile
 * made batches of four or five rows (200 statements per 1,000 deliveries, decision 040).
 * A result whose write fails is lost only as a record: the row stays claimed until its claim
 * expires and is then delivered again, as after a crash (at least once).
 */
export function createResultWriter(
  write: (results: ClaimResult[]) => Promise<unknown>,
  onError: (error: unknown) => void,
): ResultWriter {
  let waiting: ClaimResult[] = [];
  /** When the first of `waiting` arrived. */
  let firstAt = 0;
  let writing: Promise<void> | undefined;
  let writeNow: (() => void) | undefined;
  let draining = 0;

  const batchFilled = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, firstAt + LINGER_MS - performance.now()));
      writeNow = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (writeNow = undefined));

  const writeAll = async () => {
    while (waiting.length > 0) {
      if (draining === 0 && waiting.length < BATCH) await batchFilled();
      const batch = waiting;
      waiting = [];
      await write(batch).catch(onError);
    }
    writing = undefined;
  };

  return {
    add(result) {
      if (waiting.length === 0) firstAt = performance.now();
      waiting.push(result);
      writing ??= writeAll();
      if (waiting.length >= BATCH) writeNow?.();
    },
    async drained() {
      draining++;
      try {
        writeNow?.();
        while (writing) await writing;
      } finally {
        draining--;
      }
    },
  };
}
