import { and, asc, count, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { WebhookLogDto } from '@core/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import { webhookLogs } from '../../db/schema.ts';

export type WebhookLogRow = typeof webhookLogs.$inferSelect;
export type NewWebhookLog = typeof webhookLogs.$inferInsert;

/**
 * The columns delivering a row reads (every channel, and the worker's bookkeeping): all a claim
 * returns. The others (status, the last result) are the result's to write; leaving them out
 * spares PGlite and Drizzle a third of the fields of every claimed row (decision 041).
 */
export const claimedColumns = {
  id: webhookLogs.id,
  organizationId: webhookLogs.organizationId,
  userId: webhookLogs.userId,
  appointmentId: webhookLogs.appointmentId,
  eventId: webhookLogs.eventId,
  eventType: webhookLogs.eventType,
  channel: webhookLogs.channel,
  settingsId: webhookLogs.settingsId,
  url: webhookLogs.url,
  payload: webhookLogs.payload,
  reminderMinutes: webhookLogs.reminderMinutes,
  attempts: webhookLogs.attempts,
  scheduledFor: webhookLogs.scheduledFor,
  claimedUntil: webhookLogs.claimedUntil,
  createdAt: webhookLogs.createdAt,
};

/** A row as a worker (or a request sending it now) holds it while delivering it. */
export type ClaimedRow = Pick<WebhookLogRow, keyof typeof claimedColumns>;

export const WAITING = ['scheduled', 'pending'] as const;

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
    deliveryState: row.deliveryState,
    deliveryStateAt: iso(row.deliveryStateAt),
    scheduledFor: row.scheduledFor.toISOString(),
    sentAt: iso(row.sentAt),
    processedAt: iso(row.processedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Adds outbox rows; a reminder that already exists (same appointment, subscriber and time) is skipped. */
/** The insert of outbox rows, not yet sent (null when there are none): for write-together.ts. */
export function webhookLogsInsert(db: Db, rows: NewWebhookLog[]) {
  return rows.length === 0 ? null : db.insert(webhookLogs).values(rows).onConflictDoNothing();
}

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

/** Cancels what a subscription still had to deliver, except a row a worker is sending now. */
export async function cancelWaitingDeliveries(
  db: Db,
  settingsId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(webhookLogs)
    .set({ status: 'cancelled', error: reason, processedAt: now })
    .where(
      and(
        eq(webhookLogs.settingsId, settingsId),
        inArray(webhookLogs.status, WAITING),
        or(isNull(webhookLogs.claimedUntil), lt(webhookLogs.claimedUntil, now)),
      ),
    );
}

export interface LogScope {
  organizationId: string;
  /** Only this professional's rows (their own subscription and e-mails), when given. */
  userId?: string;
}

function scoped(scope: LogScope) {
  return and(
    eq(webhookLogs.organizationId, scope.organizationId),
    // A professional never sees the deliveries of the organization's webhooks (their URLs).
    scope.userId
      ? and(
          eq(webhookLogs.userId, scope.userId),
          notInArray(webhookLogs.subscriber, ['organization', 'subscription']),
        )
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

/** The time the history shows for a row (as logTime on the web): sent, else tried, else due. */
const HISTORY_TIME = sql`coalesce(${webhookLogs.sentAt}, ${webhookLogs.processedAt}, ${webhookLogs.scheduledFor})`;

/** One page of rows, newest first (history) or soonest first (waiting), with the total. */
export async function pageWebhookLogs(
  db: Db,
  scope: LogScope,
  { page, limit }: PageRequest,
  waitingOnly: boolean,
) {
  // 'Envios agendados' lists every channel's waiting rows (webhook, e-mail, WhatsApp), each named.
  const where = and(scoped(scope), waitingOnly ? inArray(webhookLogs.status, WAITING) : undefined);
  const [total] = await db.select({ n: count() }).from(webhookLogs).where(where);
  const order = waitingOnly
    ? [asc(webhookLogs.scheduledFor)]
    : [desc(HISTORY_TIME), desc(webhookLogs.createdAt), desc(webhookLogs.id)];
  const rows = await db
    .select()
    .from(webhookLogs)
    .where(where)
    .orderBy(...order)
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
