import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookLogs } from '../../db/schema.ts';
import type { OutboxDepthRow } from '../../plugins/metrics.ts';

/** Rows waiting or failed per channel and status, read on every metrics scrape (indexed by status). */
export async function outboxDepth(db: Db): Promise<OutboxDepthRow[]> {
  const due = sql`${webhookLogs.status} in ('scheduled', 'pending') and ${webhookLogs.nextAttemptAt} <= now()`;
  return db
    .select({
      channel: webhookLogs.channel,
      status: webhookLogs.status,
      rows: sql<number>`count(*)::int`,
      due: sql<number>`(count(*) filter (where ${due}))::int`,
      oldestDueSeconds: sql<number>`coalesce(extract(epoch from now() - min(${webhookLogs.nextAttemptAt}) filter (where ${due})), 0)::float8`,
    })
    .from(webhookLogs)
    .where(sql`${webhookLogs.status} in ('scheduled', 'pending', 'failed')`)
    .groupBy(webhookLogs.channel, webhookLogs.status);
}
