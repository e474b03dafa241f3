import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/test-database.ts';
import type { Database, Db } from './client.ts';
import { readSideBySide } from './read-side-by-side.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Three reads that note when each starts and ends. */
function tracedReads(db: Db, trace: string[]) {
  return [1, 2, 3].map((n) => async () => {
    trace.push(`start ${n}`);
    // Both drivers answer { rows }.
    const { rows } = (await db.execute(sql`select ${n}::int as n`)) as unknown as {
      rows: { n: number }[];
    };
    trace.push(`end ${n}`);
    return rows[0]!.n;
  });
}

describe('readSideBySide', () => {
  it('starts every read at once on the pool', async () => {
    const trace: string[] = [];
    expect(await readSideBySide(database.db, tracedReads(database.db, trace))).toEqual([1, 2, 3]);
    expect(trace.slice(0, 3)).toEqual(['start 1', 'start 2', 'start 3']);
  });

  it('runs them one after another inside a transaction, whose connection takes one query at a time', async () => {
    const trace: string[] = [];
    const results = await database.db.transaction((tx) =>
      readSideBySide(tx, tracedReads(tx, trace)),
    );
    expect(results).toEqual([1, 2, 3]);
    expect(trace).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });
});
