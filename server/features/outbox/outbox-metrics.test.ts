import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { webhookLogs } from '../../db/schema.ts';
import { claimDueRows } from './outbox-claims.repository.ts';
import { finishClaim } from './outbox-results.repository.ts';

// The outbox's depth on /metrics: the app hands the generic metrics plugin `outboxDepth`.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scrape = async (app: TestApp) => app.app.inject({ url: '/metrics' });

/** The value of one series in Prometheus text, e.g. sample(text, 'x_total{a="1"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('shows the outbox depth by channel and status, and counts written deliveries', async () => {
    const admin = await registerAdmin(t);
    const row = (status: 'pending' | 'scheduled' | 'failed', nextAttemptAt: Date) => ({
      organizationId: admin.user.organizationId,
      eventType: 'appointment.created',
      channel: 'email' as const,
      status,
      payload: {},
      nextAttemptAt,
    });
    const past = new Date(Date.now() - 120_000);
    await t.db
      .insert(webhookLogs)
      .values([
        row('pending', past),
        row('scheduled', new Date(Date.now() + 3_600_000)),
        row('failed', past),
      ]);
    const before = (await scrape(t)).body;
    // The counters are the process's (one registry): files run before this one may have counted.
    const delivered = (body: string) =>
      sample(body, 'agendei_outbox_deliveries_total{channel="email",result="success"}') ?? 0;
    expect(sample(before, 'agendei_outbox_rows{channel="email",status="pending"}')).toBe(1);
    expect(sample(before, 'agendei_outbox_rows{channel="email",status="scheduled"}')).toBe(1);
    expect(sample(before, 'agendei_outbox_rows{channel="email",status="failed"}')).toBe(1);
    expect(sample(before, 'agendei_outbox_rows{channel="webhook",status="pending"}')).toBe(0);
    expect(sample(before, 'agendei_outbox_due_rows{channel="email"}')).toBe(1);
    expect(sample(before, 'agendei_outbox_oldest_due_seconds{channel="email"}')).toBeGreaterThan(
      100,
    );

    const [claimed] = await claimDueRows(t.db, { now: new Date(), limit: 10, claimMs: 60_000 });
    await finishClaim(t.db, claimed!, {
      status: 'success',
      url: 'ana@example.com',
      httpStatus: null,
      responseExcerpt: null,
      error: null,
      sentAt: new Date(),
    });
    const after = (await scrape(t)).body;
    expect(delivered(after) - delivered(before)).toBe(1);
    expect(sample(after, 'agendei_outbox_due_rows{channel="email"}')).toBe(0);
  });
});
