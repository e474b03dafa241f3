import { type SQL, and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { WebhookLogDto } from '../../../core/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import { webhookLogs } from '../../db/schema.ts';

export type WebhookLogRow = typeof webhookLogs.$inferSelect;
export type NewWebhookLog = typeof webhookLogs.$inferInsert;

const WAITING = ['scheduled', 'pending'] as const;

export function toWebhookLogDto(row: WebhookLogRow): WebhookLogDto {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: row.id,
    userId: row.userId,
    appointmentId: row.appointmentId,
    eventId: row.eventId,
    event: row.eventType,
    eventType: row.eventType,
    channel: row.channel,
    subscriber: row.subscriber,
    status: row.status,
    target: row.url,
    url: row.url,
    webhookUrl: row.url,
    payload: row.payload,
    reminderMinutes: row.reminderMinutes,
    attempts: row.attempts,
    httpStatus: row.httpStatus,
    responseStatus: row.httpStatus,
    responseExcerpt: row.responseExcerpt,
    error: row.error,
    scheduledFor: row.scheduledFor.toISOString(),
    sentAt: iso(row.sentAt),
    processedAt: iso(row.processedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Adds outbox rows; a reminder that already exists (same appointment, subscriber and time) is skipped. */
export async function insertWebhookLogs(db: Db, rows: NewWebhookLog[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(webhookLogs)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: webhookLogs.id });
  return inserted.length;
}

/** Drops an appointment's reminders that are planned and not being delivered right now. */
export async function deletePlannedReminders(db: Db, appointmentId: string, now: Date) {
  await db
    .delete(webhookLogs)
    .where(
      and(
        eq(webhookLogs.appointmentId, appointmentId),
        eq(webhookLogs.eventType, 'appointment.reminder'),
        eq(webhookLogs.status, 'scheduled'),
        or(isNull(webhookLogs.claimedUntil), lt(webhookLogs.claimedUntil, now)),
      ),
    );
}

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

/** Writes a delivery's result, only if this worker's claim is still the row's latest one. */
export async function finishClaim(db: Db, claimed: WebhookLogRow, outcome: DeliveryOutcome) {
  const [row] = await db
    .update(webhookLogs)
    .set({ ...outcome, claimedUntil: null })
    .where(
      and(
        eq(webhookLogs.id, claimed.id),
        eq(webhookLogs.attempts, claimed.attempts),
        inArray(webhookLogs.status, WAITING),
      ),
    )
    .returning();
  return row;
}

/** Puts a failed row back in the queue for one more attempt now. */
export async function requeueFailed(db: Db, id: string, now: Date) {
  await db
    .update(webhookLogs)
    .set({ status: 'pending', nextAttemptAt: now, claimedUntil: null })
    .where(and(eq(webhookLogs.id, id), eq(webhookLogs.status, 'failed')));
}

export interface LogScope {
  organizationId: string;
  /** Only this professional's rows (their own subscription and e-mails), when given. */
  userId?: string;
}

function scoped(scope: LogScope) {
  return and(
    eq(webhookLogs.organizationId, scope.organizationId),
    scope.userId
      ? and(eq(webhookLogs.userId, scope.userId), sql`${webhookLogs.subscriber} <> 'organization'`)
      : undefined,
  );
}

export async function findWebhookLog(db: Db, scope: LogScope, id: string) {
  const [row] = await db
    .select()
    .from(webhookLogs)
    .where(and(scoped(scope), eq(webhookLogs.id, id)))
    .limit(1);
  return row;
}

export async function deleteWaitingLog(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(webhookLogs)
    .where(and(eq(webhookLogs.id, id), inArray(webhookLogs.status, WAITING)))
    .returning({ id: webhookLogs.id });
  return deleted.length > 0;
}

export interface PageRequest {
  page: number;
  limit: number;
}

/** One page of rows, newest first (history) or soonest first (waiting), with the total. */
export async function pageWebhookLogs(
  db: Db,
  scope: LogScope,
  { page, limit }: PageRequest,
  waitingOnly: boolean,
) {
  const where = and(scoped(scope), waitingOnly ? inArray(webhookLogs.status, WAITING) : undefined);
  const [total] = await db.select({ n: count() }).from(webhookLogs).where(where);
  const rows = await db
    .select()
    .from(webhookLogs)
    .where(where)
    .orderBy(waitingOnly ? asc(webhookLogs.scheduledFor) : desc(webhookLogs.createdAt))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows: rows.map(toWebhookLogDto), totalCount: total?.n ?? 0 };
}

/** Adds a row already claimed by the caller (a test sent right away), so no worker takes it. */
export async function insertClaimedLog(db: Db, values: NewWebhookLog): Promise<WebhookLogRow> {
  const [row] = await db
    .insert(webhookLogs)
    .values({ ...values, attempts: 1, claimedUntil: new Date(Date.now() + 60_000) })
    .returning();
  return row!;
}
