import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimResult } from './outbox-results.repository.ts';
import { createResultWriter } from './result-writer.ts';

const resultOf = (id: string) =>
  ({
    claimed: { id, attempts: 1 },
    outcome: { status: 'success', url: null, httpStatus: 200, responseExcerpt: 'ok', error: null },
  }) as unknown as ClaimResult;

afterEach(() => void vi.useRealTimers());

describe('result writer', () => {
  it('writes the results that finish together in one statement, not one per row', async () => {
    const writes: string[][] = [];
    const writer = createResultWriter(async (batch) => {
      writes.push(batch.map((result) => result.claimed.id));
    }, String);
    for (const id of ['a', 'b', 'c']) writer.add(resultOf(id));
    await writer.drained();
    expect(writes).toEqual([['a', 'b', 'c']]);
  });

  it('gathers the results that finish during a write into the next one, losing none', async () => {
    const writes: string[][] = [];
    let release!: () => void;
    const firstWrite = new Promise<void>((resolve) => (release = resolve));
    const writer = createResultWriter(async (batch) => {
      writes.push(batch.map((result) => result.claimed.id));
      if (writes.length === 1) await firstWrite;
    }, String);
    writer.add(resultOf('a'));
    const draining = writer.drained();
    await expect.poll(() => writes.length).toBe(1);
    writer.add(resultOf('b'));
    writer.add(resultOf('c'));
    release();
    await draining;
    await writer.drained();
    expect(writes).toEqual([['a'], ['b', 'c']]);
  });

  it('lets the results that finish during a write wait for more too, not go out a few at a time', async () => {
    vi.useFakeTimers();
    const writes: string[][] = [];
    // Each statement takes 5 ms, as on PostgreSQL or PGlite's own thread, while a delivery
    // finishes every millisecond for 300 ms.
    const writer = createResultWriter(async (batch) => {
      writes.push(batch.map((result) => result.claimed.id));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }, String);
    for (let i = 0; i < 300; i++) {
      writer.add(resultOf(`row-${i}`));
      await vi.advanceTimersByTimeAsync(1);
    }
    const draining = writer.drained();
    await vi.runAllTimersAsync();
    await draining;
    expect(writes.length).toBeLessThanOrEqual(4); // one per 100 ms, not one per 5 ms
    expect(writes.flat()).toEqual(Array.from({ length: 300 }, (_, i) => `row-${i}`));
  });

  it('writes a full batch at once instead of waiting', async () => {
    vi.useFakeTimers();
    const writes: number[] = [];
    const writer = createResultWriter(async (batch) => void writes.push(batch.length), String);
    for (let i = 0; i < 200; i++) writer.add(resultOf(`row-${i}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toEqual([200]);
    await writer.drained();
  });

  it('reports a failed write and goes on writing the next results', async () => {
    const errors: unknown[] = [];
    const written: string[] = [];
    const writer = createResultWriter(
      async (batch) => {
        if (batch.some((result) => result.claimed.id === 'bad')) throw new Error('db down');
        written.push(...batch.map((result) => result.claimed.id));
      },
      (error) => errors.push(error),
    );
    writer.add(resultOf('bad'));
    await writer.drained();
    writer.add(resultOf('good'));
    await writer.drained();
    expect(errors).toHaveLength(1);
    expect(written).toEqual(['good']);
  });
});
