import { mkdtempSync, rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, migrateDatabase, openPglite, openPgliteThread } from '../client.ts';
import { isUniqueViolation } from '../errors.ts';
import { organizations } from '../schema.ts';
import { writeTogetherAndCommit } from '../write-together.ts';

/** The rows of a raw statement (the engine-neutral `Db` types them as unknown). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

const HEAVY = sql`select sum(i)::text as total from generate_series(1, 3000000) as i`;

/** How many times a 1 ms timer fired while `work` ran: 0 when the event loop never turned. */
async function timerTicksDuring(work: () => Promise<unknown>) {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  await new Promise((resolve) => setTimeout(resolve, 5));
  ticks = 0;
  await work();
  clearInterval(timer);
  return ticks;
}

describe('PGlite on its own thread', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agendei-pglite-thread-'));
  let database: Database;

  beforeAll(async () => {
    database = await openPgliteThread({ dataDir });
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the migrations and drizzle queries through the thread', async () => {
    const [created] = await database.db
      .insert(organizations)
      .values({ name: 'Souza & Prado Advogados' })
      .returning();
    const [read] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, created!.id));
    expect(read).toMatchObject({ name: 'Souza & Prado Advogados' });
    expect(read?.createdAt).toBeInstanceOf(Date);
  });

  it('keeps transactions apart: 30 read-then-write increments at once lose none', async () => {
    await database.db.execute(sql`create table counter (n int not null)`);
    await database.db.execute(sql`insert into counter values (0)`);
    await Promise.all(
      Array.from({ length: 30 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = rowsOf(await tx.execute(sql`select n from counter`)) as { n: number }[];
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.execute(sql`update counter set n = ${row!.n + 1}`);
        }),
      ),
    );
    expect(rowsOf(await database.db.execute(sql`select n from counter`))).toEqual([{ n: 30 }]);
  });

  it('opens a transaction with its first statement: BEGIN costs no trip of its own', async () => {
    const sent = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
      });
      // Two statements and the COMMIT (it was four: BEGIN was asked for and answered first).
      expect(sent.mock.calls.map(([request]) => (request as { kind: string }).kind)).toEqual([
        'query',
        'query',
        'end',
      ]);
      sent.mockClear();
      await database.db.transaction(async () => undefined);
      expect(sent).not.toHaveBeenCalled();
    } finally {
      sent.mockRestore();
    }
  });

  it("runs a transaction's first statements side by side, on the transaction", async () => {
    await database.db.execute(sql`create table pairs (v int not null)`);
    const read = await database.db.transaction(async (tx) => {
      await Promise.all([
        tx.execute(sql`insert into pairs values (1)`),
        tx.execute(sql`insert into pairs values (2)`),
      ]);
      return rowsOf(await tx.execute(sql`select count(*)::int as n from pairs`));
    });
    expect(read).toEqual([{ n: 2 }]);
    const rolledBack = await database.db
      .transaction(async (tx) => {
        await Promise.all([
          tx.execute(sql`insert into pairs values (3)`),
          tx.execute(sql`insert into pairs values (4)`),
        ]);
        throw new Error('desfeito');
      })
      .catch((error: unknown) => (error as Error).message);
    expect(rolledBack).toBe('desfeito');
    expect(rowsOf(await database.db.execute(sql`select count(*)::int as n from pairs`))).toEqual([
      { n: 2 },
    ]);
  });

  it('rolls a failed transaction back and keeps the error PostgreSQL gave', async () => {
    await database.db.execute(sql`create table slugs (slug text primary key)`);
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into slugs values ('ana')`);
        await tx.execute(sql`insert into slugs values ('ana')`);
      })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure, 'slugs_pkey')).toBe(true);
    expect(rowsOf(await database.db.execute(sql`select * from slugs`))).toEqual([]);
  });

  it('sends the last write with the COMMIT: one trip, committed, and nothing may follow it', async () => {
    await database.db.execute(sql`create table notes (v text primary key)`);
    const sent = vi.spyOn(Worker.prototype, 'postMessage');
    let after: unknown;
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values ('primeira')`);
        await writeTogetherAndCommit(
          tx,
          [tx.insert(organizations).values({ name: 'Lima Adv.' })],
          sql`insert into notes values ('última') returning v`,
        );
        after = await tx.execute(sql`select 1`).catch((error: unknown) => error);
      });
      // The first statement (with BEGIN) and the last (with COMMIT): no 'end' of its own.
      expect(sent.mock.calls.map(([request]) => (request as { kind: string }).kind)).toEqual([
        'query',
        'query',
      ]);
    } finally {
      sent.mockRestore();
    }
    expect(String((after as { cause?: unknown }).cause)).toMatch(/has ended/);
    expect(rowsOf(await database.db.execute(sql`select v from notes order by v`))).toEqual([
      { v: 'primeira' },
      { v: 'última' },
    ]);
    const lima = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, 'Lima Adv.'));
    expect(lima).toHaveLength(1);
  });

  it('rolls the whole transaction back when the last write fails, and keeps its error', async () => {
    await database.db.execute(sql`create table seats (n int primary key)`);
    await database.db.execute(sql`insert into seats values (1)`);
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into seats values (2)`);
        await writeTogetherAndCommit(
          tx,
          [tx.insert(organizations).values({ name: 'Nunca Adv.' })],
          sql`insert into seats values (1)`,
        );
      })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure, 'seats_pkey')).toBe(true);
    expect(rowsOf(await database.db.execute(sql`select n from seats`))).toEqual([{ n: 1 }]);
    const never = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, 'Nunca Adv.'));
    expect(never).toEqual([]);
    // The database is free again: another transaction runs and commits.
    await database.db.transaction((tx) =>
      writeTogetherAndCommit(tx, [], sql`insert into seats values (3)`),
    );
    expect(rowsOf(await database.db.execute(sql`select count(*)::int as n from seats`))).toEqual([
      { n: 2 },
    ]);
  });

  it('lets the event loop turn while the database works (in the same thread it does not)', async () => {
    const inThread = await timerTicksDuring(() => database.db.execute(HEAVY));
    const same = await openPglite();
    try {
      const inProcess = await timerTicksDuring(() => same.database.db.execute(HEAVY));
      expect(inProcess).toBe(0);
    } finally {
      await same.database.close();
    }
    expect(inThread).toBeGreaterThan(0);
  });

  it('keeps what was written across a close and reopen, and refuses statements once closed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agendei-pglite-thread-reopen-'));
    try {
      const first = await openPgliteThread({ dataDir: dir });
      await first.db.execute(sql`create table kept (v text)`);
      await first.db.execute(sql`insert into kept values ('persistido')`);
      await first.close();
      await expect(first.db.execute(sql`select 1`)).rejects.toThrow();
      const again = await openPgliteThread({ dataDir: dir });
      const rows = rowsOf(await again.db.execute(sql`select v from kept`));
      await again.close();
      expect(rows).toEqual([{ v: 'persistido' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
