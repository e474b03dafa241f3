import type { WebhookLogRow } from '../features/webhooks/webhook-logs.repository.ts';
import type { SettingsById } from './deliver-row.ts';

export interface LanesOptions {
  concurrency: number;
  claimMs: number;
  timeoutMs: number;
  deliver: (row: WebhookLogRow, settings: SettingsById) => Promise<void>;
  /** Called when a subscription's queue runs low, so claiming another batch is worth it. */
  onRoom: () => void;
}

interface Lane {
  running: number;
  queue: WebhookLogRow[];
}

/**
 * The rows one worker holds: delivered at most `concurrency` at once and, per subscription, at
 * most a quarter of that. Claimed rows wait here in a short queue, never so long that their claim
 * could expire (a queued row starts within `depth` timeouts of being claimed).
 */
export function createDeliveryLanes(options: LanesOptions) {
  const { concurrency, deliver, onRoom } = options;
  const perLane = Math.max(1, Math.floor(concurrency / 4));
  const depth = Math.max(1, Math.min(4, Math.floor(options.claimMs / (2 * options.timeoutMs))));
  const maxHeld = concurrency * depth;
  const lanes = new Map<string, Lane>();
  const settingsOf = new Map<string, SettingsById>();
  const tasks = new Set<Promise<void>>();
  let held = 0;
  let runningTotal = 0;

  const keyOf = (row: WebhookLogRow) => row.settingsId ?? `${row.channel}:${row.id}`;

  const start = () => {
    for (const [key, lane] of lanes) {
      while (lane.running < perLane && lane.queue.length > 0 && runningTotal < concurrency) {
        const row = lane.queue.shift()!;
        lane.running++;
        runningTotal++;
        const task = deliver(row, settingsOf.get(row.id) ?? new Map()).finally(() => {
          settingsOf.delete(row.id);
          tasks.delete(task);
          lane.running--;
          runningTotal--;
          held--;
          if (lane.running === 0 && lane.queue.length === 0) lanes.delete(key);
          start();
          // Claim again once this subscription has less than one round queued.
          if (lane.queue.length < perLane) onRoom();
        });
        tasks.add(task);
      }
    }
  };

  return {
    /** How many rows to claim now, and how many each subscription may still take. */
    room() {
      const openSlots = new Map<string, number>();
      for (const [key, lane] of lanes) {
        openSlots.set(key, Math.max(0, perLane * depth - lane.running - lane.queue.length));
      }
      return { limit: maxHeld - held, openSlots, perSubscription: perLane * depth };
    },
    add(rows: WebhookLogRow[], settings: SettingsById) {
      for (const row of rows) {
        const key = keyOf(row);
        const lane = lanes.get(key) ?? { running: 0, queue: [] };
        lanes.set(key, lane);
        lane.queue.push(row);
        settingsOf.set(row.id, settings);
        held++;
      }
      start();
    },
    /** Removes the rows still waiting for their turn (none has started), to give them back. */
    takeQueued(): WebhookLogRow[] {
      const queued = [...lanes.values()].flatMap((lane) => lane.queue.splice(0));
      for (const row of queued) settingsOf.delete(row.id);
      held -= queued.length;
      for (const [key, lane] of lanes) if (lane.running === 0) lanes.delete(key);
      return queued;
    },
    async drained() {
      while (tasks.size > 0) await Promise.all(tasks);
    },
  };
}
