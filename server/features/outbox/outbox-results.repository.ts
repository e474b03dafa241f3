import { type AnyColumn, and, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookLogs } from '../../db/schema.ts';
import { countDelivery } from '../../plugins/metrics-registry.ts';
import { type ClaimedRow, WAITING, type WebhookLogRow } from './webhook-logs.repository.ts';

export type DeliveryOutcome = Pick<
  WebhookLogRow,
  'status' | 'httpStatus' | 'responseExcerpt' | 'error' | 'url'
> &
  Partial<Pick<WebhookLogRow, 'sentAt' | 'processedAt' | 'nextAttemptAt'>>;

/** The statuses a row ends in; any other is still waiting to go. */
const FINISHED = webhookLogs.status.enumValues.filter(
  (status) => !WAITING.includes(status as never),
);

export interface ClaimResult {
  claimed: ClaimedRow;
  outcome: DeliveryOutcome;
}

/**
 * Writes the results of many deliveries in one statement. Each is written only if this worker's
 * claim is still the row's latest one and was not revoked meanwhile (an LGPD erasure clears
 * `claimed_until`: what the delivery brings back may name the client, and the row goes again
 * with the anonymized snapshot). Returns the rows written.
 */
export async function finishClaims(db: Db, results: ClaimResult[]) {
  if (results.length === 0) return [];
  // One JSON parameter for the whole batch: the rows are then found one by one by primary key.
  const json = JSON.stringify(
    results.map(({ claimed, outcome }) => ({
      id: claimed.id,
      attempts: claimed.attempts,
      status: outcome.status,
      url: outcome.url,
      http_status: outcome.httpStatus,
      response_excerpt: outcome.responseExcerpt,
      error: outcome.error,
      sent_at: outcome.sentAt,
      processed_at: outcome.processedAt,
      next_attempt_at: outcome.nextAttemptAt,
    })),
  );
  const result = sql`jsonb_to_recordset(${json}::jsonb) as result(id uuid, attempts int,
    status text, url text, http_status int, response_excerpt text, error text,
    sent_at timestamptz, processed_at timestamptz, next_attempt_at timestamptz)`;
  // What an outcome leaves out (a retry has no sentAt) keeps the row's value.
  const keep = (column: AnyColumn, from: string) =>
    sql`coalesce(${sql.raw(`result.${from}`)}, ${column})`;
  const cleared = (column: AnyColumn) =>
    sql`case when result.status = 'success' then null else ${column} end`;
  const rows = await db
    .update(webhookLogs)
    .set({
      status: sql`result.status`,
      url: sql`result.url`,
      httpStatus: sql`result.http_status`,
      responseExcerpt: sql`result.response_excerpt`,
      error: sql`result.error`,
      sentAt: keep(webhookLogs.sentAt, 'sent_at'),
      processedAt: keep(webhookLogs.processedAt, 'processed_at'),
      nextAttemptAt: keep(webhookLogs.nextAttemptAt, 'next_attempt_at'),
      claimedUntil: null,
      // A message sent again starts afresh: earlier receipts were about the one before.
      deliveryState: cleared(webhookLogs.deliveryState),
      deliveryStateAt: cleared(webhookLogs.deliveryStateAt),
    })
    .from(result)
    .where(
      and(
        sql`${webhookLogs.id} = result.id`,
        sql`${webhookLogs.attempts} = result.attempts`,
        // Said as "not finished" so the planner finds the rows by primary key, never by scanning
        // the due index over every waiting row (PGlite never gathers the statistics to know).
        notInArray(webhookLogs.status, FINISHED),
        isNotNull(webhookLogs.claimedUntil),
      ),
    )
    .returning({ id: webhookLogs.id, channel: webhookLogs.channel, status: webhookLogs.status });
  for (const row of rows) countDelivery(row.channel, row.status);
  return rows;
}

/** Writes one delivery's result (see `finishClaims`). */
export async function finishClaim(db: Db, claimed: ClaimedRow, outcome: DeliveryOutcome) {
  const [row] = await finishClaims(db, [{ claimed, outcome }]);
  return row;
}
