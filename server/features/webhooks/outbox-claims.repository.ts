import { type SQL, and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookLogs } from '../../db/schema.ts';
import { countDelivery } from '../../plugins/metrics-registry.ts';
import { WAITING, type WebhookLogRow } from './webhook-logs.repository.ts';

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
    .returning();
}

/**
 * Claims due rows for this worker, oldest first, giving each subscription no more than its open
 * slots, in one statement. The SKIP LOCKED scan lets concurrent workers take different rows;
 * `claimed_until` keeps a row from being taken again while it is being delivered; the claim
 * increments `attempts`, which then identifies it when the result is written.
 */
export async function claimDueRows(db: Db, options: ClaimOptions): Promise<WebhookLogRow[]> {
  const { now, limit, claimMs, openSlots = new Map(), perSubscription = limit } = options;
  const slots = JSON.stringify(Object.fromEntries(openSlots));
  const chosen = sql`${webhookLogs.id} in (
      with locked as (
        select id, settings_id, next_attempt_at from ${webhookLogs}
        where status in (${WAITING_SQL}) and next_attempt_at <= ${now}
          and (claimed_until is null or claimed_until < ${now})
        order by next_attempt_at
        limit ${limit * 4}
        for update skip locked
      ), ranked as (
        select id, settings_id, next_attempt_at,
          row_number() over (partition by settings_id order by next_attempt_at) as position
        from locked
      )
      select id from ranked
      where settings_id is null
        or position <= coalesce((${slots}::jsonb ->> settings_id::text)::int, ${perSubscription})
      order by next_attempt_at
      limit ${limit})`;
  return claimUpdate(db, chosen, now, claimMs);
}

/** Claims one row whatever its due time (send now), unless a worker holds it. */
export async function claimRow(db: Db, id: string, now: Date, claimMs: number) {
  const [row] = await db
    .select({ id: webhookLogs.id })
    .from(webhookLogs)
    .where(
      and(
        eq(webhookLogs.id, id),
        inArray(webhookLogs.status, WAITING),
        or(isNull(webhookLogs.claimedUntil), lt(webhookLogs.claimedUntil, now)),
      ),
    )
    .for('update', { skipLocked: true });
  const [claimed] = row ? await claimUpdate(db, eq(webhookLogs.id, row.id), now, claimMs) : [];
  return claimed;
}

export type DeliveryOutcome = Pick<
  WebhookLogRow,
  'status' | 'httpStatus' | 'responseExcerpt' | 'error' | 'url'
> &
  Partial<Pick<WebhookLogRow, 'sentAt' | 'processedAt' | 'nextAttemptAt'>>;

/**
 * Writes a delivery's result, only if this worker's claim is still the row's latest one and was
 * not revoked meanwhile (an LGPD erasure clears `claimed_until`: what the delivery brings back
 * may name the client, and the row goes again with the anonymized snapshot).
 */
export async function finishClaim(db: Db, claimed: WebhookLogRow, outcome: DeliveryOutcome) {
  const [row] = await db
    .update(webhookLogs)
    // A message sent again starts afresh: earlier receipts were about the one before.
    .set({
      ...outcome,
      claimedUntil: null,
      ...(outcome.status === 'success' ? { deliveryState: null, deliveryStateAt: null } : {}),
    })
    .where(
      and(
        eq(webhookLogs.id, claimed.id),
        eq(webhookLogs.attempts, claimed.attempts),
        inArray(webhookLogs.status, WAITING),
        isNotNull(webhookLogs.claimedUntil),
      ),
    )
    .returning();
  if (row) countDelivery(row.channel, row.status);
  return row;
}

/** Puts a failed row back in the queue for one more attempt now. */
export async function requeueFailed(db: Db, id: string, now: Date) {
  await db
    .update(webhookLogs)
    .set({ status: 'pending', nextAttemptAt: now, claimedUntil: null })
    .where(and(eq(webhookLogs.id, id), eq(webhookLogs.status, 'failed')));
}

/**
 * Gives back claimed rows that were never attempted (a worker stopping), undoing the claim's
 * attempt count, so another worker takes them at once instead of after the claim expires.
 */
export async function releaseClaims(db: Db, claimed: WebhookLogRow[]): Promise<number> {
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
