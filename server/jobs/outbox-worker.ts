import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { type ClaimedRow } from '../features/outbox/webhook-logs.repository.ts';
import { claimDueRows, releaseClaims } from '../features/outbox/outbox-claims.repository.ts';
import { finishClaims } from '../features/outbox/outbox-results.repository.ts';
import { deliverRow } from '../features/outbox/deliver-row.ts';
import type { DeliveryDeps } from '../features/outbox/delivery-deps.ts';
import { loadDeliveryContext } from '../features/outbox/delivery-context.ts';
import { createDeliveryLanes } from './delivery-lanes.ts';
import { createResultWriter } from '../features/outbox/result-writer.ts';

export interface OutboxWorkerDeps extends DeliveryDeps {
  config: DeliveryDeps['config'] &
    Pick<Config, 'OUTBOX_POLL_MS' | 'OUTBOX_CONCURRENCY' | 'OUTBOX_CLAIM_MS'>;
  events?: EventBus;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

export interface OutboxWorker {
  /** Look for due rows now (after a change was committed). */
  kick(): void;
  /**
   * Stops claiming, gives back the claimed rows not started yet (another instance takes them at
   * once) and waits for the deliveries under way and the writing of their results.
   */
  stop(): Promise<void>;
}

/** How long a change's rows wait for the changes that come right after it before a claim. */
const GATHER_CHANGES_MS = 25;

/**
 * The outbox worker of one instance: claims due webhooks, reminders and e-mails in batches (SKIP
 * LOCKED, so every instance can run one), reads what they need once per batch, delivers them
 * through lanes (at most OUTBOX_CONCURRENCY at once, and one subscription at most a quarter of
 * them, so a slow receiver cannot stall the others) and writes the results in batches too.
 */
export function startOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { OUTBOX_POLL_MS, OUTBOX_CLAIM_MS } = deps.config;
  const now = () => deps.now?.() ?? Date.now();
  let running = true;
  let kicked = false;
  let wake: (() => void) | undefined;
  const kick = () => {
    kicked = true;
    wake?.();
  };
  const warn = (message: string) => (error: unknown) => deps.log?.warn({ err: error }, message);
  const results = createResultWriter(
    (batch) => finishClaims(deps.db, batch),
    warn('outbox: results not written, the rows go again'),
  );
  const giveBack = (rows: ClaimedRow[]) =>
    releaseClaims(deps.db, rows).catch(warn('outbox: claims not released, they expire instead'));
  let givingBack: Promise<unknown> = Promise.resolve();
  const lanes = createDeliveryLanes({
    concurrency: deps.config.OUTBOX_CONCURRENCY,
    claimMs: OUTBOX_CLAIM_MS,
    now,
    deliver: (row, context) =>
      deliverRow(deps, row, context).then(
        (outcome) => results.add({ claimed: row, outcome }),
        (error: unknown) => deps.log?.warn({ err: error, id: row.id }, 'outbox delivery'),
      ),
    onRoom: kick,
    // Claimed again at once, by this worker or another, with a fresh claim.
    onExpiring: (rows) => {
      givingBack = givingBack.then(() => giveBack(rows)).then(kick);
    },
  });

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (kicked || !running) return resolve();
      const timer = setTimeout(resolve, OUTBOX_POLL_MS);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wake = undefined;
      kicked = false;
    });

  /** Claims a batch; true when it filled the room (more rows may be due). A capped
   * subscription wakes the loop itself when its queue runs low. */
  const claim = async () => {
    const room = lanes.room();
    if (room.limit <= 0) return false;
    const rows = await claimDueRows(deps.db, {
      now: new Date(now()),
      claimMs: OUTBOX_CLAIM_MS,
      ...room,
    });
    if (rows.length > 0) lanes.add(rows, await loadDeliveryContext(deps.db, rows, deps.channels));
    return rows.length === room.limit;
  };

  const loop = async () => {
    while (running) {
      let full = false;
      try {
        full = await claim();
      } catch (error) {
        deps.log?.warn({ err: error }, 'outbox claim failed');
      }
      if (!full) await sleep();
    }
  };
  // A change's rows are claimed a moment later, with the other changes of that moment: under a
  // stream of bookings one claim and one read of their context serve several (issue 20).
  let gathering: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = deps.events?.subscribe((event) => {
    if (!event.type.startsWith('appointment_') || gathering) return;
    gathering = setTimeout(() => {
      gathering = undefined;
      kick();
    }, GATHER_CHANGES_MS);
  });
  const looping = loop();

  return {
    kick,
    async stop() {
      running = false;
      unsubscribe?.();
      clearTimeout(gathering);
      wake?.();
      await looping;
      await giveBack(lanes.takeQueued());
      await lanes.drained();
      await givingBack;
      await results.drained();
    },
  };
}
