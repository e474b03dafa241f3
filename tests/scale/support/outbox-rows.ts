import type pg from 'pg';

export interface OutboxRow {
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  claimedUntil: Date | null;
  sentAt: Date | null;
}

/** The webhook rows (not e-mails) of one professional, as the workers left them. */
export async function webhookRowsOf(
  pool: pg.Pool,
  professionalId: string,
  eventType = '%',
): Promise<OutboxRow[]> {
  const { rows } = await pool.query<OutboxRow>(
    `select event_id as "eventId", event_type as "eventType", status, attempts,
       claimed_until as "claimedUntil", sent_at as "sentAt"
     from webhook_logs where user_id = $1 and channel = 'webhook' and event_type like $2
     order by created_at`,
    [professionalId, eventType],
  );
  return rows;
}

/** Lets a late duplicate, if any worker were to send one, arrive before the counts are checked. */
export const settle = (ms = 1000) => new Promise((resolve) => setTimeout(resolve, ms));
