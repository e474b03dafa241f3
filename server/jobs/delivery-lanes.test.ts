import { describe, expect, it } from 'vitest';
import type { WebhookLogRow } from '../features/outbox/webhook-logs.repository.ts';
import type { DeliveryContext } from '../features/outbox/delivery-context.ts';
import { createDeliveryLanes } from './delivery-lanes.ts';

const CLAIM_MS = 60_000;
const context: DeliveryContext = { channels: {}, refreshes: {} };

function lanesUnderTest(concurrency = 4) {
  let now = 1_000_000;
  const started: string[] = [];
  const givenBack: string[] = [];
  const answers = new Map<string, () => void>();
  let roomCalls = 0;
  const lanes = createDeliveryLanes({
    concurrency,
    claimMs: CLAIM_MS,
    now: () => now,
    deliver: (row) =>
      new Promise<void>((resolve) => {
        started.push(row.id);
        answers.set(row.id, resolve);
      }),
    onRoom: () => void roomCalls++,
    onExpiring: (rows) => givenBack.push(...rows.map((row) => row.id)),
  });
  /** Rows of one subscription, claimed now. */
  const claimed = (ids: string[], settingsId = 'subscription') =>
    ids.map(
      (id) =>
        ({ id, settingsId, channel: 'webhook', claimedUntil: new Date(now + CLAIM_MS) }) as never,
    ) as WebhookLogRow[];
  const answer = async (id: string) => {
    answers.get(id)!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    lanes,
    started,
    givenBack,
    claimed,
    answer,
    roomCalls: () => roomCalls,
    later: (ms: number) => void (now += ms),
  };
}

describe('delivery lanes', () => {
  it('lets one subscription hold many rows per claim but run only its share at once', () => {
    const t = lanesUnderTest(8);
    const { perSubscription } = t.lanes.room();
    expect(perSubscription).toBeGreaterThanOrEqual(100);
    const ids = Array.from({ length: perSubscription }, (_, i) => `row-${i}`);
    t.lanes.add(t.claimed(ids), context);
    expect(t.started).toEqual(['row-0', 'row-1']); // a quarter of 8
    expect(t.lanes.room().openSlots.get('subscription')).toBe(0);
    expect(t.lanes.room().limit).toBeGreaterThan(0); // other subscriptions may still come in
  });

  it('claims only what it can start at once when idle, then more as it holds more', async () => {
    const t = lanesUnderTest(8);
    expect(t.lanes.room().limit).toBe(8);
    t.lanes.add(t.claimed(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']), context);
    expect(t.lanes.room().limit).toBe(32);
    t.lanes.add(t.claimed(Array.from({ length: 32 }, (_, i) => `more-${i}`)), context);
    const bigger = t.lanes.room().limit;
    expect(bigger).toBe(160);
    await t.answer('a');
    expect(t.lanes.room().limit).toBe(bigger - 4); // what it holds shrank by one
  });

  it('gives back a queued row whose claim is half gone instead of starting it', async () => {
    const t = lanesUnderTest(4);
    const emptyRoom = t.lanes.room().limit;
    t.lanes.add(t.claimed(['first', 'second', 'third']), context);
    expect(t.started).toEqual(['first']);
    t.later(CLAIM_MS / 2 + 1); // the first delivery took that long
    await t.answer('first');
    expect(t.started).toEqual(['first']);
    expect(t.givenBack).toEqual(['second', 'third']);
    expect(t.lanes.room().limit).toBe(emptyRoom); // nothing held any more
    expect(t.lanes.takeQueued()).toEqual([]);
  });

  it('asks for another claim once per refill, when the queue runs below half', async () => {
    const t = lanesUnderTest(4);
    const { perSubscription } = t.lanes.room();
    const ids = Array.from({ length: perSubscription / 2 + 2 }, (_, i) => `row-${i}`);
    t.lanes.add(t.claimed(ids), context);
    await t.answer('row-0');
    expect(t.roomCalls()).toBe(0); // half still queued
    await t.answer('row-1');
    expect(t.roomCalls()).toBe(1);
    await t.answer('row-2');
    await t.answer('row-3');
    expect(t.roomCalls()).toBe(1);
    t.lanes.add(t.claimed(['refill']), context);
    await t.answer('row-4');
    expect(t.roomCalls()).toBe(2);
  });
});
