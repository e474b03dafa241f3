import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, signal, startAppProcess, stopAppProcess } from './support/app-process.ts';
import { createProfessional } from './support/agenda-setup.ts';
import { answeredTwice, startHoldingReceiver } from './support/holding-receiver.ts';
import type { HoldingReceiver } from './support/holding-receiver.ts';
import { expectApi } from './support/http-api.ts';
import { sharedInstances, whileFrozen } from './support/instances.ts';
import { settle, webhookRowsOf } from './support/outbox-rows.ts';
import { openScalePool } from './support/scale-database.ts';
import { waitUntil } from './support/wait-until.ts';
import { inject } from 'vitest';

let pool: pg.Pool;
let receiver: HoldingReceiver;
/** Killed with SIGKILL mid-delivery; its claims expire after OUTBOX_CLAIM_MS (4 s). */
let doomed: AppProcess;
/** Stopped with SIGTERM; its claims last 2 minutes, so only a release can free them in time. */
let draining: AppProcess;

beforeAll(async () => {
  pool = openScalePool();
  receiver = await startHoldingReceiver();
  const databaseUrl = inject('scale').databaseUrl;
  [doomed, draining] = await Promise.all([
    // Posts may outlast the claim here: this instance dies before any post ends.
    startAppProcess('X-killed', { DATABASE_URL: databaseUrl, WEBHOOK_TIMEOUT_MS: '30000' }),
    startAppProcess('Y-drained', {
      DATABASE_URL: databaseUrl,
      WEBHOOK_TIMEOUT_MS: '30000',
      OUTBOX_CLAIM_MS: '120000',
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([stopAppProcess(doomed), stopAppProcess(draining)]);
  await receiver.close();
  await pool.end();
});

/** A staff booking some days ahead (each index its own hour), through one instance. */
function book(base: string, pro: { token: string }, index: number) {
  const start = new Date(Date.now() + 3 * 86_400_000 + index * 3_600_000);
  start.setUTCMinutes(0, 0, 0);
  return expectApi(201, base, 'POST', '/api/appointments', {
    token: pro.token,
    body: {
      clientName: `Cliente ${index}`,
      clientEmail: `c${index}@example.com`,
      startTime: start.toISOString(),
    },
  });
}

const CREATED = 'appointment.created';
const ids = (deliveries: { eventId: string }[]) => deliveries.map((d) => d.eventId);
/** Every running instance but the one under test, so that it alone claims and posts. */
const othersThan = (alone: AppProcess) => [
  ...sharedInstances().map((instance) => instance.pid),
  ...[doomed, draining].filter((app) => app !== alone && !app.hasExited()).map((app) => app.pid),
];

describe('an instance that dies or stops while delivering', () => {
  it('has its claimed webhooks delivered once each by another instance after the claim expires', async () => {
    const pro = await createProfessional(sharedInstances()[0]!.base, {
      webhookUrl: receiver.url('/killed'),
    });
    receiver.hold();
    // The other instances are paused, so the rows are claimed and posted by X alone.
    const claimsOfX = await whileFrozen(othersThan(doomed), async () => {
      for (let index = 0; index < 4; index++) await book(doomed.base, pro, index);
      await waitUntil('X to post its four webhooks', () => receiver.held().length === 4);
      const claims = await webhookRowsOf(pool, pro.id, CREATED);
      signal(doomed.pid, 'SIGKILL');
      await doomed.exited;
      await waitUntil('the dead sender to hang up', () => receiver.aborted().length === 4);
      receiver.answerNew();
      return claims;
    });

    await waitUntil('A, B or C to deliver the four', () => receiver.answered().length >= 4, {
      timeoutMs: 30_000,
    });
    await settle();

    expect(answeredTwice(receiver.deliveries)).toEqual([]);
    expect(ids(receiver.answered()).sort()).toEqual(ids(receiver.aborted()).sort());
    const rows = await webhookRowsOf(pool, pro.id, CREATED);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: 4 }, () => ['success', 2]),
    );
    // Nobody took a row before X's claim on it had expired.
    for (const row of rows) {
      const claim = claimsOfX.find((claimed) => claimed.eventId === row.eventId)!;
      expect(row.sentAt!.getTime()).toBeGreaterThanOrEqual(claim.claimedUntil!.getTime());
    }
  });

  it('on SIGTERM finishes in-flight requests and deliveries and gives its queued claims back at once', async () => {
    const pro = await createProfessional(sharedInstances()[0]!.base, {
      webhookUrl: receiver.url('/drained'),
    });
    const locker = new pg.Client({ connectionString: inject('scale').databaseUrl });
    await locker.connect();
    const before = receiver.deliveries.length;
    const ours = () => receiver.deliveries.slice(before);
    receiver.hold();
    let inFlight: Promise<unknown[]> | undefined;
    try {
      await whileFrozen(othersThan(draining), async () => {
        for (let index = 0; index < 12; index++) await book(draining.base, pro, index);
        // Y posts a subscription's share at once and queues more behind it, all claimed for 2 min.
        await waitUntil('Y to post its first webhooks', () => receiver.held().length === 4);
        const claimed = (await webhookRowsOf(pool, pro.id, CREATED)).filter(
          (row) => row.claimedUntil,
        );
        expect(claimed.length).toBeGreaterThan(4);
        // Three bookings wait on the professional's row lock, in flight inside Y.
        await locker.query('begin');
        await locker.query('select id from users where id = $1 for update', [pro.id]);
        let settled = false;
        inFlight = Promise.all([12, 13, 14].map((index) => book(draining.base, pro, index)));
        inFlight.finally(() => (settled = true)).catch(() => undefined);
        await waitUntil('three requests to wait on the lock', async () => {
          if (settled) await inFlight; // an early answer is a failure; show it
          // Not on the locker: inside a transaction pg_stat_activity is a frozen snapshot.
          const { rows } = await pool.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where wait_event_type = 'Lock' and datname = current_database()`,
          );
          return rows[0]!.n >= 3;
        });
        signal(draining.pid, 'SIGTERM');
        receiver.answerNew();
      });
      // While Y still waits for its four posts, A, B and C deliver the other eight: the queued
      // ones were given back (their 2-minute claims would outlast this wait).
      await waitUntil('the eight not in flight in Y', () => receiver.answered().length >= 8);
      expect(receiver.held()).toHaveLength(4);
      await locker.query('commit');
      expect(await inFlight).toHaveLength(3);
      receiver.release();
      expect(await draining.exited).toEqual({ code: 0, signal: null });
    } finally {
      receiver.answerNew();
      receiver.release();
      await locker.end();
    }

    await waitUntil('all fifteen answered', () => ours().length >= 15);
    await settle();
    expect(answeredTwice(receiver.deliveries)).toEqual([]);
    expect(ours().map((d) => d.state)).toEqual(Array.from({ length: 15 }, () => 'answered'));
    const rows = await webhookRowsOf(pool, pro.id, CREATED);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: 15 }, () => ['success', 1]),
    );
  });
});
