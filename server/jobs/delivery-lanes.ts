import type { ClaimedRow } from '../features/outbox/webhook-logs.repository.ts';
import type { DeliveryContext } from '../features/outbox/delivery-context.ts';

export interface LanesOptions {
  concurrency: number;
  claimMs: number;
  deliver: (row: ClaimedRow, context: DeliveryContext) => Promise<void>;
  /** Called when a subscription's queue runs low, so claiming another batch is worth it. */
  onRoom: () => void;
  /** Rows that waited so long their claim could run out mid-delivery: to be given back. */
  onExpiring: (rows: ClaimedRow[]) => void;
  now: () => number;
}

interface Lane {
  running: number;
  queue: ClaimedRow[];
  /** onRoom was called since the last rows came in: once per refill is enough. */
  askedForMore: boolean;
}

/**
 * Rounds of deliveries a subscription may hold queued: enough that one claim statement serves
 * a hundred rows or more. Holding many is safe: a row only starts while its claim has more than
 * half its time left.
 */
const ROUNDS_HELD = 64;

/**
 * An idle worker claims no more than it can start at once, and then at most this many times what
 * it holds: a claim costs per row, so one of hundreds kept every lane idle until it was done,
 * while a small first one lets deliveries start as the rest is claimed.
 */
const RAMP = 4;

/**
 * The rows one worker holds: delivered at most `concurrency` at once and, per subscription, at
 * most a quarter of that. Claimed rows wait in a queue; one that waited so long that less than
 * half its claim is left is given back instead of started, so a delivery ends before its claim
 * does when WEBHOOK_TIMEOUT_MS is at most half of OUTBOX_CLAIM_MS, as by default (otherwise
 * another worker could take the row and send it a second time).
 */
export function createDeliveryLanes(options: LanesOptions) {
  const { concurrency, deliver, onRoom, now } = options;
  const perLane = Math.max(1, Math.floor(concurrency / 4));
  const perSubscription = perLane * ROUNDS_HELD;
  const maxHeld = concurrency * ROUNDS_HELD;
  const lanes = new Map<string, Lane>();
  const contextOf = new Map<string, DeliveryContext>();
  const tasks = new Set<Promise<void>>();
  let held = 0;
  let runningTotal = 0;

  const keyOf = (row: ClaimedRow) => row.settingsId ?? `${row.channel}:${row.id}`;
  const tooLateToStart = (row: ClaimedRow) =>
    (row.claimedUntil?.getTime() ?? 0) - now() < options.claimMs / 2;
  const forget = (row: ClaimedRow) => {
    contextOf.delete(row.id);
    held--;
  };
  const dropIfIdle = (key: string, lane: Lane) => {
    if (lane.running === 0 && lane.queue.length === 0) lanes.delete(key);
  };

  const run = (key: string, lane: Lane, row: ClaimedRow) => {
    lane.running++;
    runningTotal++;
    const task = deliver(row, contextOf.get(row.id)!).finally(() => {
      forget(row);
      tasks.delete(task);
      lane.running--;
      runningTotal--;
      dropIfIdle(key, lane);
      start();
      // Claim again once this subscription has less than half its share queued.
      if (!lane.askedForMore && lane.queue.length < perSubscription / 2) {
        lane.askedForMore = true;
        onRoom();
      }
    });
    tasks.add(task);
  };

  const start = () => {
    const expiring: ClaimedRow[] = [];
    for (const [key, lane] of lanes) {
      while (lane.running < perLane && lane.queue.length > 0 && runningTotal < concurrency) {
        const row = lane.queue.shift()!;
        if (tooLateToStart(row)) {
          forget(row);
          expiring.push(row);
        } else run(key, lane, row);
      }
      dropIfIdle(key, lane);
    }
    if (expiring.length > 0) options.onExpiring(expiring);
  };

  return {
    /** How many rows to claim now, and how many each subscription may still take. */
    room() {
      const openSlots = new Map<string, number>();
      for (const [key, lane] of lanes) {
        openSlots.set(key, Math.max(0, perSubscription - lane.running - lane.queue.length));
      }
      const limit = Math.min(maxHeld - held, Math.max(concurrency, RAMP * held));
      return { limit, openSlots, perSubscription };
    },
    add(rows: ClaimedRow[], context: DeliveryContext) {
      for (const row of rows) {
        const key = keyOf(row);
        const lane = lanes.get(key) ?? { running: 0, queue: [], askedForMore: false };
        lanes.set(key, lane);
        lane.queue.push(row);
        lane.askedForMore = false;
        contextOf.set(row.id, context);
        held++;
      }
      start();
    },
    /** Removes the rows still waiting for their turn (none has started), to give them back. */
    takeQueued(): ClaimedRow[] {
      const queued = [...lanes.values()].flatMap((lane) => lane.queue.splice(0));
      for (const row of queued) forget(row);
      for (const [key, lane] of lanes) dropIfIdle(key, lane);
      return queued;
    },
    async drained() {
      while (tasks.size > 0) await Promise.all(tasks);
    },
  };
}
