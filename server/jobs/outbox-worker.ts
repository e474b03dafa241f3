import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { type WebhookLogRow } from '../features/webhooks/webhook-logs.repository.ts';
import {
  claimDueRows,
  finishClaim,
  releaseClaims,
} from '../features/webhooks/outbox-claims.repository.ts';
import { type DeliveryDeps, type SettingsById, deliverRow, loadSettingsOf } from './deliver-row.ts';
import { createDeliveryLanes } from './delivery-lanes.ts';

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
   * once) and waits for the deliveries under way.
   */
  stop(): Promise<void>;
}

/** Delivers a claimed row, then writes the outcome if the claim is still ours. */
export async function deliverClaimed(
  deps: DeliveryDeps,
  row: WebhookLogRow,
  settings?: SettingsById,
) {
  const outcome = await deliverRow(deps, row, settings);
  return { outcome, row: await finishClaim(deps.db, row, outcome) };
}

/**
 * The outbox worker of one instance: claims due webhooks, reminders and e-mails in batches (SKIP
 * LOCKED, so every instance can run one) and delivers them through lanes: at most
 * OUTBOX_CONCURRENCY at once, and one subscription at most a quarter of them, so a slow receiver
 * cannot stall the others.
 */
export function startOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { OUTBOX_POLL_MS, OUTBOX_CLAIM_MS } = deps.config;
  let running = true;
  let kicked = false;
  let wake: (() => void) | undefined;
  const kick = () => {
    kicked = true;
    wake?.();
  };
  const lanes = createDeliveryLanes({
    concurrency: deps.config.OUTBOX_CONCURRENCY,
    claimMs: OUTBOX_CLAIM_MS,
    timeoutMs: deps.config.WEBHOOK_TIMEOUT_MS,
    deliver: (row, settings) =>
      deliverClaimed(deps, row, settings).then(
        () => undefined,
        (error: unknown) => deps.log?.warn({ err: error, id: row.id }, 'outbox delivery'),
      ),
    onRoom: kick,
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
      now: new Date(deps.now?.() ?? Date.now()),
      claimMs: OUTBOX_CLAIM_MS,
      ...room,
    });
    if (rows.length > 0) lanes.add(rows, await loadSettingsOf(deps.db, rows));
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
  const unsubscribe = deps.events?.subscribe((event) => {
    if (event.type.startsWith('appointment_')) kick();
  });
  const looping = loop();

  return {
    kick,
    async stop() {
      running = false;
      unsubscribe?.();
      wake?.();
      await looping;
      const queued = lanes.takeQueued();
      await releaseClaims(deps.db, queued).catch((error: unknown) =>
        deps.log?.warn({ err: error }, 'outbox: claims not released, they expire instead'),
      );
      await lanes.drained();
    },
  };
}
