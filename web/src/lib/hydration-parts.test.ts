import { describe, expect, it } from 'vitest';
import { beginHydration, hydrateLaterParts, waitForTurn } from './hydration-parts';

/** A yield to the next task, as in the browser, that records itself. */
function recordingYield(log: string[]) {
  let count = 0;
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    count += 1;
    log.push(`yield ${count}`);
  };
}

describe('hydration parts', () => {
  it('lets every part render at once outside a hydration', () => {
    expect(waitForTurn(1)).toBeUndefined();
    expect(waitForTurn(7)).toBeUndefined();
  });

  it('hydrates the waiting parts in order, each after a yield of its own, then ends', async () => {
    beginHydration();
    expect(waitForTurn(0)).toBeUndefined();
    const log: string[] = [];
    for (const part of [3, 1, 2]) void waitForTurn(part)?.then(() => log.push(`part ${part}`));
    // The same part asked twice waits on the same turn.
    expect(waitForTurn(2)).toBe(waitForTurn(2));

    await hydrateLaterParts(recordingYield(log));

    expect(log).toEqual(['yield 1', 'part 1', 'yield 2', 'part 2', 'yield 3', 'part 3']);
    expect(waitForTurn(3)).toBeUndefined();
  });

  it('finds a part that a later part holds inside it (3 inside 2) before the next one (4)', async () => {
    beginHydration();
    const log: string[] = [];
    void waitForTurn(4)?.then(() => log.push('part 4'));
    // Part 3 is asked for only when part 2 renders, once part 2's turn has come.
    void waitForTurn(2)?.then(() => {
      log.push('part 2');
      void waitForTurn(3)?.then(() => log.push('part 3'));
    });

    await hydrateLaterParts(recordingYield(log));

    expect(log).toEqual(['yield 1', 'part 2', 'yield 2', 'part 3', 'yield 3', 'part 4']);
  });
});
