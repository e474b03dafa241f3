import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { auditLog } from '../../server/db/schema.ts';
import { bearer } from './factories.ts';
import type { TestApp } from './test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A short way to call the API as a bearer-token user (or anonymously without a token). */
export function caller(app: () => TestApp) {
  return (method: Method, url: string, token?: string, payload?: unknown) =>
    app().app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: token ? bearer(token) : {},
    });
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

export const HUGE_TEXT = 'x'.repeat(100_000);

/** Bodies no JSON endpoint may accept: not JSON, not an object, or past the body limit. */
const ALWAYS_BAD_BODIES = [
  '{"name": ',
  'null',
  '[]',
  '"texto"',
  '42',
  JSON.stringify({ blob: 'x'.repeat(1_100_000) }),
];

/**
 * Sends each bad body and expects a 4xx (never a 5xx) and no write: the table's row count and
 * the audit log stay as they were.
 */
export async function expectRefusedWithoutWrites(
  t: TestApp,
  request: { method: Method; url: string; token: string; table: PgTable },
  badBodies: unknown[],
) {
  const rowsBefore = await countRows(t.db, request.table);
  const auditsBefore = await countRows(t.db, auditLog);
  const bodies = [...ALWAYS_BAD_BODIES, ...badBodies.map((body) => JSON.stringify(body))];
  for (const body of bodies) {
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      payload: body,
      headers: { ...bearer(request.token), 'content-type': 'application/json' },
    });
    const label = `${request.method} ${request.url} ${body.slice(0, 80)}`;
    expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, label).toBeLessThan(500);
    expect(response.json().message, label).toEqual(expect.any(String));
  }
  expect(await countRows(t.db, request.table)).toBe(rowsBefore);
  expect(await countRows(t.db, auditLog)).toBe(auditsBefore);
}
