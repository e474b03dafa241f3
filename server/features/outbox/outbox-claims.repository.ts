import { type SQL, and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PLANNED_AT_EACH_RUN } from '../../db/pglite-prepared.ts';
import { webhookLogs } from '../../db/schema.ts';
import { type ClaimedRow, WAITING, claimedColumns } from './webhook-logs.repository.ts';

export interface ClaimOptions {
  now: Date;
  limit: number;
  claimMs: number;
  /** How many more rows each subscription may take now; absent ones may take `perSubscription`. */
  openSlots?: Map<string, number>;
  perSubscription?: number;
}

const WAITING_SQL = sql.raw(`'scheduled', 'pending'`);

function claimUpdate(db: Db, which: SQL, now: Date, claimMs: number) {
  return db
    .update(webhookLogs)
    .set({
      claimedUntil: new Date(now.getTime() + claimMs),
      attempts: sql`${webhookLogs.attempts} + 1`,
    })
    .where(which)
    .returning(claimedColumns);
}

/**
 * Claims due rows for this worker, oldest first, giving each subscription no more than its open
 * slots, in one statement. The candidates are ranked without locks; only the rows taken are
 * locked, in order, SKIP LOCKED, so concurrent workers take different rows (a row another worker
 * claimed meanwhile is checked again and left out). `claimed_until` keeps a row from being taken
 * again while it is being delivered; the claim increments `attempts`, which then identifies it
 * when the result is written.
 */
export async function claimDueRows(db: Db, options: ClaimOptions): Promise<ClaimedRow[]> {
  const { now, limit, claimMs, openSlots = new Map(), perSubscription = limit } = options;
  const slots = JSON.stringify(Object.fromEntries(openSlots));
  // Checked while scanning, and again on each chosen row once locked.
  const claimable = (alias: string) => {
    const [status, due, until] = ['status', 'next_attempt_at', 'claimed_until'].map((column) =>
      sql.raw(`${alias}.${column}`),
    );
    return sql`${status} in (${WAITING_SQL}) and ${due} <= ${now}
      and (${until} is null or ${until} < ${now})`;
  };
  // Its best plan depends on the limits and the due time: a plan kept for any values took 24 ms a
  // run under the mixed load, planned each run 3 ms (decision 052).
  const chosen = sql`${webhookLogs.id} in (${sql.raw(PLANNED_AT_EACH_RUN)}
      with ranked as (
        select id, settings_id, next_attempt_at,
          row_number() over (partition by settings_id order by next_attempt_at) as position
        from (
          select id, settings_id, next_attempt_at from ${webhookLogs} c
          where ${claimable('c')}
          order by next_attempt_at
          limit ${limit * 4}
        ) due
      )
      select w.id from ${webhookLogs} w join ranked on ranked.id = w.id
      where (ranked.settings_id is null
          or ranked.position <= coalesce((${slots}::jsonb ->> ranked.settings_id::text)::int, ${perSubscription}))
        and ${claimable('w')}
      order by ranked.next_attempt_at
      limit ${limit}
      for update of w skip locked)`;
  return claimUpdate(db, chosen, now, claimMs);
}

/** Claims one row whatever its due time (send now), unless a worker holds it. */
export async function claimRow(db: Db, id: string, now: Date, claimMs: number) {
  // One statement: a worker that claims the row meanwhile leaves it unclaimable here (a select,
  // then an update, let both take it and deliver twice).
  const claimable = and(
    eq(webhookLogs.id, id),
    inArray(webhookLogs.status, WAITING),
    or(isNull(webhookLogs.claimedUntil), lt(webhookLogs.claimedUntil, now)),
  );
  const [claimed] = await claimUpdate(db, claimable!, now, claimMs);
  return claimed;
}

/**
 * Puts a failed row back in the queue for one more attempt now, claimed by the caller in the same
 * statement, so no worker can take it between the two and send it twice.
 */
export async function claimFailedRow(db: Db, id: string, now: Date, claimMs: number) {
  const [claimed] = await db
    .update(webhookLogs)
    .set({
      status: 'pending',
      nextAttemptAt: now,
      claimedUntil: new Date(now.getTime() + claimMs),
      attempts: sql`${webhookLogs.attempts} + 1`,
    })
    .where(and(eq(webhookLogs.id, id), eq(webhookLogs.status, 'failed')))
    .returning(claimedColumns);
  return claimed;
}

/**
 * Gives back claimed rows that were never attempted (a worker stopping), undoing the claim's
 * attempt count, so another worker takes them at once instead of after the claim expires.
 */
export async function releaseClaims(db: Db, claimed: ClaimedRow[]): Promise<number> {
  if (claimed.length === 0) return 0;
  const released = await db
    .update(webhookLogs)
    .set({ claimedUntil: null, attempts: sql`${webhookLogs.attempts} - 1` })
    .where(
      and(
        inArray(webhookLogs.status, WAITING),
        or(
          ...claimed.map((row) =>
            and(eq(webhookLogs.id, row.id), eq(webhookLogs.attempts, row.attempts)),
          ),
        ),
      ),
    )
    .returning({ id: webhookLogs.id });
  return released.length;
}
