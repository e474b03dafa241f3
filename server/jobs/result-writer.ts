import type { ClaimResult } from '../features/webhooks/outbox-results.repository.ts';

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
 * LINGER_MS of the first (or as soon as BATCH are waiting), instead of one per row. PGlite runs a
 * statement on this thread, so results cannot pile up while one is written: they are waited for.
 * A result whose write fails is lost only as a record: the row stays claimed until its claim
 * expires and is then delivered again, as after a crash (at least once).
 */
export function createResultWriter(
  write: (results: ClaimResult[]) => Promise<unknown>,
  onError: (error: unknown) => void,
): ResultWriter {
  let waiting: ClaimResult[] = [];
  let writing: Promise<void> | undefined;
  let writeNow: (() => void) | undefined;

  const writeAll = async () => {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, LINGER_MS);
      writeNow = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    writeNow = undefined;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      await write(batch).catch(onError);
    }
    writing = undefined;
  };

  return {
    add(result) {
      waiting.push(result);
      writing ??= writeAll();
      if (waiting.length >= BATCH) writeNow?.();
    },
    async drained() {
      writeNow?.();
      while (writing) await writing;
    },
  };
}
