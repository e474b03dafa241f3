import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/helpers/test-database.ts';
import { type Database, type Db, openPgliteThread } from './client.ts';
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

  it('inside a transaction, sends them together to PGlite but one after another to PostgreSQL, whose connection takes one query at a time', async () => {
    const trace: string[] = [];
    const results = await database.db.transaction((tx) =>
      readSideBySide(tx, tracedReads(tx, trace)),
    );
    expect(results).toEqual([1, 2, 3]);
    expect(trace).toEqual(
      database.engine === 'pglite'
        ? ['start 1', 'start 2', 'start 3', 'end 1', 'end 2', 'end 3']
        : ['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3'],
    );
  });

  it('sends them together to PGlite on its own thread inside a transaction, and each still sees the transaction', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'agendei-side-by-side-'));
    const threaded = await openPgliteThread({ dataDir });
    try {
      await threaded.db.execute(sql`create table marks (n int)`);
      const seen = await threaded.db.transaction(async (tx) => {
        await tx.execute(sql`insert into marks values (7)`);
        const count = () => tx.execute(sql`select count(*)::int as n from marks`);
        return readSideBySide(tx, [count, count, count] as const);
      });
      expect(seen.map((result) => (result as unknown as { rows: unknown[] }).rows)).toEqual([
        [{ n: 1 }],
        [{ n: 1 }],
        [{ n: 1 }],
      ]);
    } finally {
      await threaded.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
