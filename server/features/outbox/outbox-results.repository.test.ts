import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { webhookLogs } from '../../db/schema.ts';
import { claimDueRows } from './outbox-claims.repository.ts';
import { type DeliveryOutcome, finishClaims } from './outbox-results.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CLAIM_MS = 60_000;

/** `count` webhook rows of a new organization, due a minute ago, claimed now by one worker. */
async function claimedRows(count: number) {
  const admin = await registerAdmin(t);
  const due = new Date(Date.now() - 60_000);
  const ids = await t.db
    .insert(webhookLogs)
    .values(
      Array.from({ length: count }, (_, i) => ({
        organizationId: admin.user.organizationId,
        eventType: 'appointment.created',
        status: 'pending' as const,
        url: `https://example.com/hook-${i}`,
        payload: { event: 'appointment.created', data: { clientName: `Cliente ${i}` } },
        nextAttemptAt: due,
      })),
    )
    .returning({ id: webhookLogs.id });
  const mine = ids.map((row) => row.id);
  const claimed = await claimDueRows(t.db, { now: new Date(), limit: 1000, claimMs: CLAIM_MS });
  return claimed.filter((row) => mine.includes(row.id));
}

const rowsById = async (ids: string[]) =>
  new Map(
    (await t.db.select().from(webhookLogs).where(inArray(webhookLogs.id, ids))).map((row) => [
      row.id,
      row,
    ]),
  );

describe('writing a batch of delivery results', () => {
  it('writes each row its own outcome in one statement: one failure marks no other row', async () => {
    const [ok, down, gone, refused] = await claimedRows(4);
    const at = new Date();
    const retryAt = new Date(at.getTime() + 30_000);
    const common = { url: 'https://example.com/hook', responseExcerpt: null };
    const outcomes: [typeof ok, DeliveryOutcome][] = [
      [
        ok,
        { ...common, status: 'success', httpStatus: 200, error: null, sentAt: at, processedAt: at },
      ],
      [
        down,
        {
          ...common,
          status: 'pending',
          httpStatus: 503,
          error: 'HTTP 503',
          nextAttemptAt: retryAt,
        },
      ],
      [gone, { ...common, status: 'cancelled', httpStatus: null, error: 'gone', processedAt: at }],
      [
        refused,
        { ...common, status: 'failed', httpStatus: 400, error: 'HTTP 400', processedAt: at },
      ],
    ];
    const written = await finishClaims(
      t.db,
      outcomes.map(([claimed, outcome]) => ({ claimed: claimed!, outcome })),
    );
    expect(written.map((row) => row.id).sort()).toEqual(outcomes.map(([row]) => row!.id).sort());

    const rows = await rowsById(outcomes.map(([row]) => row!.id));
    for (const [claimed] of outcomes) {
      expect(rows.get(claimed!.id)).toMatchObject({ attempts: 1, claimedUntil: null });
    }
    expect(rows.get(ok!.id)).toMatchObject({ status: 'success', httpStatus: 200, error: null });
    expect(rows.get(ok!.id)!.sentAt).toEqual(at);
    expect(rows.get(down!.id)).toMatchObject({ status: 'pending', httpStatus: 503, sentAt: null });
    expect(rows.get(down!.id)!.nextAttemptAt).toEqual(retryAt);
    expect(rows.get(gone!.id)).toMatchObject({ status: 'cancelled', error: 'gone', sentAt: null });
    expect(rows.get(refused!.id)).toMatchObject({ status: 'failed', httpStatus: 400 });
  });

  it('leaves out a row whose claim is no longer this worker’s, writing the others', async () => {
    const [ok, retaken, revoked] = await claimedRows(3);
    // The claim on one expired and another worker took it (attempts 2); another was revoked.
    await t.db
      .update(webhookLogs)
      .set({ attempts: sql`${webhookLogs.attempts} + 1` })
      .where(eq(webhookLogs.id, retaken!.id));
    await t.db
      .update(webhookLogs)
      .set({ claimedUntil: null })
      .where(eq(webhookLogs.id, revoked!.id));
    const at = new Date();
    const outcome: DeliveryOutcome = {
      status: 'success',
      url: 'https://example.com/hook',
      httpStatus: 200,
      responseExcerpt: 'ok',
      error: null,
      sentAt: at,
      processedAt: at,
    };
    const written = await finishClaims(
      t.db,
      [ok, retaken, revoked].map((claimed) => ({ claimed: claimed!, outcome })),
    );

    expect(written.map((row) => row.id)).toEqual([ok!.id]);
    const rows = await rowsById([ok!.id, retaken!.id, revoked!.id]);
    expect(rows.get(ok!.id)).toMatchObject({ status: 'success', claimedUntil: null });
    // The other worker's claim stands: it writes that row's result itself.
    expect(rows.get(retaken!.id)).toMatchObject({ status: 'pending', attempts: 2, sentAt: null });
    expect(rows.get(retaken!.id)!.claimedUntil).not.toBeNull();
    expect(rows.get(revoked!.id)).toMatchObject({ status: 'pending', sentAt: null });
  });
});
