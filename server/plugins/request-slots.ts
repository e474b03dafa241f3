/**
 * How a request's turn ended: it may work, or why not (it could not get a slot in time, it waited
 * too long, its client left).
 */
export type SlotOutcome = 'granted' | 'busy' | 'waited' | 'gone';

/** Calls `left` once the client leaves; answers how to stop watching. */
export type WatchLeaving = (left: () => void) => () => void;

export interface AcquireOptions {
  /** How long the request has waited already. */
  waitedMs?: number;
  /** Watches for its client leaving while it waits. */
  watchLeaving?: WatchLeaving;
}

interface Waiter {
  /** When it will have waited `maxWaitMs` in all (on `now`'s clock). */
  deadline: number;
  settle(outcome: SlotOutcome): void;
  stopWatching?: () => void;
}

/** Weight of the newest hold in the running mean of how long a slot is held. */
const SMOOTHING = 0.2;

/**
 * `limit` slots for work at once. When all are taken, a request waits for one, first come first
 * served, until it has waited `maxWaitMs` in all: past that it would be answered later than it
 * is worth, so it is turned away instead. One that could not get a slot in time at the current
 * pace (slots free up about `limit` per mean hold) is turned away at once; a burst on a quick
 * server still waits. A waiter whose client leaves gives its place up.
 */
export class RequestSlots {
  private inUse = 0;
  private readonly waiting: Waiter[] = [];
  /** Running mean of how long a slot is held, in ms (0 until one has been released). */
  private meanHoldMs = 0;

  constructor(
    private readonly limit: number,
    private readonly maxWaitMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The wait a newcomer can expect: the waiters ahead and itself, `limit` served per mean hold. */
  private expectedWaitMs(): number {
    return ((this.waiting.length + 1) * this.meanHoldMs) / this.limit;
  }

  /**
   * Takes a slot for a request that has already waited `waitedMs` (unread, or for its turn on
   * the event loop): at once if one is free, else after waiting for one, unless that would take
   * it past `maxWaitMs` in all. One that waited that long already is turned away even with a slot
   * free, unless no other request holds one: a pause of a quiet server is no overload.
   */
  acquire({ waitedMs = 0, watchLeaving }: AcquireOptions = {}): Promise<SlotOutcome> {
    if (this.inUse < this.limit && (waitedMs < this.maxWaitMs || this.inUse === 0)) {
      this.inUse++;
      return Promise.resolve('granted');
    }
    const leftMs = this.maxWaitMs - waitedMs;
    if (leftMs <= 0) return Promise.resolve('waited');
    if (this.expectedWaitMs() > leftMs) return Promise.resolve('busy');
    return new Promise((resolve) => {
      const waiter: Waiter = {
        deadline: this.now() + leftMs,
        settle: (outcome) => {
          clearTimeout(timer);
          waiter.stopWatching?.();
          resolve(outcome);
        },
      };
      const leave = (outcome: SlotOutcome) => {
        const place = this.waiting.indexOf(waiter);
        if (place < 0) return; // granted, or left already
        this.waiting.splice(place, 1);
        waiter.settle(outcome);
      };
      this.waiting.push(waiter);
      const timer = setTimeout(() => leave('waited'), leftMs);
      waiter.stopWatching = watchLeaving?.(() => leave('gone'));
      // Gone while the watch was being set up: settled already, without stopping it.
      if (!this.waiting.includes(waiter)) waiter.stopWatching?.();
    });
  }

  /**
   * Frees a slot granted `heldMs` ago (undefined: it did no work, which says nothing of the
   * pace): the longest waiter takes it over, if any.
   */
  release(heldMs?: number): void {
    if (heldMs !== undefined) {
      this.meanHoldMs =
        this.meanHoldMs === 0 ? heldMs : this.meanHoldMs + SMOOTHING * (heldMs - this.meanHoldMs);
    }
    // A busy event loop can run late timers: a waiter past its deadline is turned away, not served.
    const now = this.now();
    let next = this.waiting.shift();
    while (next && next.deadline < now) {
      next.settle('waited');
      next = this.waiting.shift();
    }
    if (next) next.settle('granted');
    else this.inUse--;
  }
}
