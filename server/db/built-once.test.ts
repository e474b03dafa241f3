import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '@tests/helpers/test-app.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { builtOnce } from './built-once.ts';
import { organizations, users } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const organizationById = builtOnce((db) =>
  db
    .select({ name: organizations.name, professional: users })
    .from(organizations)
    .leftJoin(users, eq(users.organizationId, organizations.id))
    .where(eq(organizations.id, sql.placeholder('id'))),
);

describe('a select built once', () => {
  it('builds its text once and runs in the transaction it is given, as drizzle would', async () => {
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const id = randomUUID();
    const seen = await t.db.transaction(async (tx) => {
      await tx.insert(organizations).values({ id, name: 'Consultório Azul' });
      return [await organizationById(tx, { id }), await organizationById(tx, { id })];
    });
    // Inside the transaction its uncommitted row is seen; the join without a row is null.
    expect(seen).toEqual([
      [{ name: 'Consultório Azul', professional: null }],
      [{ name: 'Consultório Azul', professional: null }],
    ]);
    const texts = built.mock.results.map((result) => (result.value as { sql: string }).sql);
    built.mockRestore();
    expect(texts.filter((text) => text.startsWith('select'))).toHaveLength(1);
    expect(await organizationById(t.db, { id: randomUUID() })).toEqual([]);
  });

  it('leaves a public booking no statement text to build', async () => {
    const { pro } = await bookableProfessional(t);
    const book = async (time: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/public',
        payload: publicBooking(pro.id, at(dateAhead(3), time)),
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await book('09:00');
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    await book('10:00');
    // Not the transaction's begin and commit, nor the route's rate limit (statements of their
    // own on PostgreSQL, decision 011).
    const texts = built.mock.results
      .map((result) => (result.value as { sql: string }).sql)
      .filter((text) => !/^(begin|commit)$/.test(text) && !text.includes('"rate_limit_hits"'));
    built.mockRestore();
    // Its selects (the lock, the weekly hours, the products, the busy times, the office's place,
    // the subscriptions, WhatsApp) are built once, not per booking (8 each before); the write,
    // plain inserts, is written without drizzle's writer.
    expect(texts).toEqual([]);
  });
});
