/**
 * The parts of a server-rendered page that hydrate later, each in a task of its own, so taking a
 * page over never blocks a phone for long (docs/decisions/043). Outside that first hydration (on
 * the server, on a page the browser renders itself) every part renders at once.
 */

/** The part that may hydrate now: every part outside a hydration. */
let turn = Number.POSITIVE_INFINITY;
const waiting = new Map<number, { promise: Promise<void>; resolve: () => void }>();

/** Called just before the page is hydrated: only part 0 (all but the later parts) hydrates. */
export function beginHydration() {
  turn = 0;
}

/** A promise to wait on before part `part` may hydrate, or undefined when it may now. */
export function waitForTurn(part: number): Promise<void> | undefined {
  if (part <= turn) return undefined;
  let entry = waiting.get(part);
  if (!entry) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    entry = { promise, resolve };
    waiting.set(part, entry);
  }
  return entry.promise;
}

/**
 * Hydrates the parts that waited, in order, each after `yieldToBrowser`; then ends the
 * hydration. A part resolved here hydrates in the same task (its render runs in microtasks).
 */
export async function hydrateLaterParts(yieldToBrowser: () => Promise<unknown>) {
  while (waiting.size > 0) {
    await yieldToBrowser();
    // After the yield: a part that just hydrated may hold parts of its own (e.g. 3 inside 2).
    const next = Math.min(...waiting.keys());
    turn = next;
    waiting.get(next)?.resolve();
    waiting.delete(next);
  }
  turn = Number.POSITIVE_INFINITY;
}
