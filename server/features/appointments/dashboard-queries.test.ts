import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { countingDatabase } from '@tests/helpers/query-counter.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { SESSION_COOKIE } from '../auth/session-actor.ts';

// A twin app on the test database whose every statement is counted.
let t: TestApp;
let counted: ReturnType<typeof countingDatabase>;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let pro: Awaited<ReturnType<typeof signedInProfessional>>;
const week = { from: at(dateAhead(1), '00:00'), to: at(dateAhead(8), '00:00') };
const dates = { from: dateAhead(1), to: dateAhead(7) };

beforeAll(async () => {
  t = await createTestApp();
  counted = countingDatabase(t.database);
  app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: './no-web-build' }),
    database: counted.database,
  });
  admin = await registerAdmin(t);
  pro = await signedInProfessional(t, admin.user.organizationId);
  const other = await signedInProfessional(t, admin.user.organizationId);
  for (const who of [pro, other]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(who.token),
      payload: {
        clientName: 'Ana Souza',
        clientEmail: 'ana@example.com',
        startTime: at(dateAhead(2), '10:00'),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(async () => {
  await app.close();
  await t.close();
});

type Credential = { token: string; via?: 'bearer' | 'cookie' };

async function listCounted({ token, via = 'bearer' }: Credential, query: Record<string, string>) {
  counted.reset();
  const response = await app.inject({
    method: 'GET',
    url: `/api/appointments?${new URLSearchParams(query)}`,
    ...(via === 'bearer' ? { headers: bearer(token) } : { cookies: { [SESSION_COOKIE]: token } }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    listed: response.json() as { userId: string }[],
    statements: counted.statements(),
    roundTrips: counted.roundTrips(),
  };
}

describe('a dashboard read’s statements', () => {
  it('reads a professional’s week in two statements, the session and the week, by bearer token or cookie', async () => {
    for (const via of ['bearer', 'cookie'] as const) {
      const { listed, statements, roundTrips } = await listCounted({ token: pro.token, via }, week);
      expect(listed.map((row) => row.userId)).toEqual([pro.id]);
      expect(statements).toHaveLength(2);
      expect(roundTrips).toBe(2);
      expect(statements[0]).toContain('from "sessions" inner join "users"');
      expect(statements[1]).toMatch(/from "appointments" where .*"user_id" = \$2/);
    }
  });

  it('reads an admin’s whole organization in two statements', async () => {
    const { listed, statements, roundTrips } = await listCounted({ token: admin.token }, week);
    expect(listed).toHaveLength(2);
    expect(statements).toHaveLength(2);
    expect(roundTrips).toBe(2);
  });

  it('reads only the columns an appointment’s answer is made of (never its private link’s token)', async () => {
    const { statements } = await listCounted({ token: admin.token }, week);
    const list = statements.find((sql) => sql.includes('from "appointments"'))!;
    for (const column of ['manage_token', 'pix_br_code', 'organization_id", "', 'updated_at']) {
      expect(list.slice(0, list.indexOf(' from '))).not.toContain(column);
    }
  });

  it('reads the professional an admin names once, for the check and for the zone of the dates', async () => {
    const { listed, statements, roundTrips } = await listCounted(
      { token: admin.token },
      { ...dates, userId: pro.id },
    );
    expect(listed.map((row) => row.userId)).toEqual([pro.id]);
    expect(statements.filter((sql) => / from "users" where/.test(sql))).toHaveLength(1);
    expect(statements).toHaveLength(3);
    expect(roundTrips).toBe(3);
  });

  it('reads a professional’s own zone only when the period is given in dates', async () => {
    const withDates = await listCounted({ token: pro.token }, dates);
    expect(withDates.listed).toHaveLength(1);
    expect(withDates.statements).toHaveLength(3);
    const withInstants = await listCounted({ token: pro.token }, { ...week, userId: pro.id });
    expect(withInstants.statements).toHaveLength(2);
  });
});
