import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import {
  type WebhookLogRow,
  claimDueRows,
  finishClaim,
} from '../features/webhooks/webhook-logs.repository.ts';
import { type DeliveryDeps, deliverRow } from './deliver-row.ts';

export interface OutboxWorkerDeps extends DeliveryDeps {
  config: DeliveryDeps['config'] &
    Pick<Config, 'OUTBOX_POLL_MS' | 'OUTBOX_CONCURRENCY' | 'OUTBOX_CLAIM_MS'>;
  events?: EventBus;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

export interface OutboxWorker {
  /** Look for due rows now (after a change was committed). */
  kick(): void;
  /** Stops claiming and waits for the deliveries under way. */
  stop(): Promise<void>;
}

/** Claims a row and delivers it, then writes the outcome if the claim is still ours. */
export async function deliverClaimed(deps: DeliveryDeps, row: WebhookLogRow) {
  const outcome = await deliverRow(deps, row);
  return { outcome, row: await finishClaim(deps.db, row, outcome) };
}

/**
 * The outbox worker of one instance: claims due webhooks, reminders and e-mails (SKIP LOCKED, so
 * every instance can run one), delivers up to OUTBOX_CONCURRENCY at once, and lets one
 * subscription hold at most a quarter of them so a slow receiver cannot stall the others.
 */
export function startOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { OUTBOX_POLL_MS, OUTBOX_CONCURRENCY, OUTBOX_CLAIM_MS } = deps.config;
  const perSubscription = Math.max(1, Math.floor(OUTBOX_CONCURRENCY / 4));
  const inFlight = new Set<Promise<void>>();
  const bySubscription = new Map<string, number>();
  let running = true;
  let wake: (() => void) | undefined;
  let kicked = false;

  const kick = () => {
    kicked = true;
    wake?.();
  };
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

  const launch = (row: WebhookLogRow) => {
    const key = row.settingsId;
    if (key) bySubscription.set(key, (bySubscription.get(key) ?? 0) + 1);
    const task = deliverClaimed(deps, row)
      .then(() => undefined)
      .catch((error: unknown) => deps.log?.warn({ err: error, id: row.id }, 'outbox delivery'))
      .finally(() => {
        inFlight.delete(task);
        if (key) bySubscription.set(key, (bySubscription.get(key) ?? 1) - 1);
        wake?.();
      });
    inFlight.add(task);
  };

  const claim = async () => {
    const free = OUTBOX_CONCURRENCY - inFlight.size;
    if (free <= 0) return 0;
    const busy = [...bySubscription].filter(([, n]) => n >= perSubscription).map(([id]) => id);
    const rows = await claimDueRows(deps.db, {
      now: new Date(deps.now?.() ?? Date.now()),
      limit: Math.min(free, perSubscription),
      claimMs: OUTBOX_CLAIM_MS,
      busySettingsIds: busy,
    });
    rows.forEach(launch);
    return rows.length;
  };

  const loop = async () => {
    while (running) {
      let claimed = 0;
      try {
        claimed = await claim();
      } catch (error) {
        deps.log?.warn({ err: error }, 'outbox claim failed');
      }
      if (claimed === 0) await sleep();
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
      await Promise.all(inFlight);
    },
  };
}
