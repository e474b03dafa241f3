import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, idempotencyKeys } from '../../db/schema.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { countingDatabase } from '@tests/helpers/query-counter.ts';
import { at, bookableProfessional, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';

// A twin app on the test database whose every statement is counted.
let t: TestApp;
let counted: ReturnType<typeof countingDatabase>;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp();
  counted = countingDatabase(t.database);
  const config = testConfig({ WEB_DIST_DIR: './no-web-build' });
  app = await buildApp({ config, database: counted.database });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const onPglite = () => t.database.engine === 'pglite';

/** The booking's own statements: not begin/commit, nor the session's check of the token. */
const own = (sql: string) => !/^(begin|commit)$/.test(sql) && !sql.includes('from "sessions"');

async function bookCounted(token: string, startTime: string, idempotencyKey?: string) {
  counted.reset();
  const response = await app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { ...bearer(token), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    // As the screens send it: with its duration (a start alone reads the weekly hours once more,
    // for the slot's length).
    payload: { clientName: 'Ana Souza', clientEmail: 'ana@example.com', startTime, duration: 60 },
  });
  expect(response.statusCode, response.body).toBe(201);
  const statements = counted.statements().filter(own);
  return { statements, roundTrips: counted.roundTrips(own), id: response.json().id as string };
}

describe('a staff booking’s statements', () => {
  it('locks and reads the professional at once, reads the rest side by side, writes once', async () => {
    const { pro } = await bookableProfessional(t);
    const { statements, roundTrips } = await bookCounted(pro.token, at(dateAhead(3), '10:00'));
    expect(statements[0]).toMatch(/from "users" where "users"."id" = \$1 for update$/);
    expect(statements.filter((sql) => / from "users" where/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => !sql.startsWith('select'))).toHaveLength(1);
    // Lock, hours, count, blocks (read beside the count, decision 071), place, notification,
    // WhatsApp and Google settings, the write (11 statements in 10 round trips before the reads
    // went side by side; on PostgreSQL one round trip per statement).
    expect(statements.length).toBeLessThanOrEqual(9);
    expect(roundTrips).toBeLessThanOrEqual(onPglite() ? 3 : 9);
  });

  it('keeps the Idempotency-Key and the audit row in the booking’s one write', async () => {
    const { pro } = await bookableProfessional(t);
    const key = 'staff-queries-key-1';
    const { statements, roundTrips, id } = await bookCounted(
      pro.token,
      at(dateAhead(4), '10:00'),
      key,
    );
    const writes = statements.filter((sql) => !sql.startsWith('select'));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('insert into "idempotency_keys"');
    // The lock, the replay check, the reads, the write (13 statements in 12 round trips before).
    expect(statements.length).toBeLessThanOrEqual(10);
    expect(roundTrips).toBeLessThanOrEqual(onPglite() ? 4 : 10);
    const [kept] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(kept?.appointmentId).toBe(id);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });
});
