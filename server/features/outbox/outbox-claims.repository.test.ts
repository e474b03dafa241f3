import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import type { Db } from '../../db/client.ts';
import { webhookLogs } from '../../db/schema.ts';
import { claimDueRows, claimFailedRow, claimRow } from './outbox-claims.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Rows of webhook_logs this transaction has updated so far, and how many of them as HOT updates. */
async function updatesSoFar(db: Db) {
  const result = await db.execute(sql`select
    pg_stat_get_xact_tuples_updated('webhook_logs'::regclass)::int as updated,
    pg_stat_get_xact_tuples_hot_updated('webhook_logs'::regclass)::int as hot`);
  return (result as unknown as { rows: { updated: number; hot: number }[] }).rows[0]!;
}

describe('claiming due rows', () => {
  it('updates the claimed rows in place (HOT): no index gets an entry for the new versions', async () => {
    const admin = await registerAdmin(t);
    // Enough rows to fill several pages; the oldest, claimed first, were written first.
    const start = Date.now() - 3_600_000;
    await t.db.insert(webhookLogs).values(
      Array.from({ length: 200 }, (_, i) => ({
        organizationId: admin.user.organizationId,
        eventType: 'appointment.created',
        status: 'pending' as const,
        url: `https://example.com/hook-${i}`,
        payload: { event: 'appointment.created', data: { clientName: `Cliente ${i}` } },
        nextAttemptAt: new Date(start + i * 1000),
      })),
    );
    const counts = await t.db.transaction(async (tx) => {
      const before = await updatesSoFar(tx);
      const claimed = await claimDueRows(tx, { now: new Date(), limit: 8, claimMs: 60_000 });
      const after = await updatesSoFar(tx);
      const [updated, hot] = [after.updated - before.updated, after.hot - before.hot];
      return { claimed: claimed.length, updated, hot };
    });
    expect(counts).toEqual({ claimed: 8, updated: 8, hot: 8 });
  });
});

describe('claiming one row for a person (Reenviar, Enviar agora)', () => {
  async function oneRow(status: 'pending' | 'failed') {
    const admin = await registerAdmin(t);
    const [row] = await t.db
      .insert(webhookLogs)
      .values({
        organizationId: admin.user.organizationId,
        eventType: 'appointment.created',
        status,
        url: 'https://example.com/hook',
        payload: { event: 'appointment.created', data: { clientName: 'Rita Reenvio' } },
        nextAttemptAt: new Date(Date.now() - 1000),
      })
      .returning({ id: webhookLogs.id });
    return row!.id;
  }
  const due = (now: Date) => claimDueRows(t.db, { now, limit: 1000, claimMs: 60_000 });

  it('takes a failed row back and claims it in one step: no worker can take it between the two', async () => {
    const id = await oneRow('failed');
    const now = new Date();
    const claimed = await claimFailedRow(t.db, id, now, 60_000);
    expect(claimed?.id).toBe(id);
    expect((await due(now)).map((row) => row.id)).not.toContain(id);
    expect(await claimFailedRow(t.db, id, now, 60_000)).toBeUndefined();
  });

  it('never claims a row a worker has claimed, nor one it claimed itself', async () => {
    const id = await oneRow('pending');
    const now = new Date();
    expect((await due(now)).map((row) => row.id)).toContain(id);
    expect(await claimRow(t.db, id, now, 60_000)).toBeUndefined();
    const other = await oneRow('pending');
    expect((await claimRow(t.db, other, now, 60_000))?.id).toBe(other);
    expect((await due(now)).map((row) => row.id)).not.toContain(other);
    expect(await claimRow(t.db, other, now, 60_000)).toBeUndefined();
  });
});
