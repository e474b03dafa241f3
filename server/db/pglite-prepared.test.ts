import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANNED_AT_EACH_RUN, PreparedStatements } from './pglite-prepared.ts';

const READ = `select id, at, count, tags, doc, note from notes where id = $1 or at > $2 order by id`;

describe('PGlite statements prepared once', () => {
  let db: PGlite;
  let prepared: PreparedStatements;
  beforeAll(async () => {
    db = await PGlite.create();
    prepared = PreparedStatements.of(db);
    await db.exec(`create table notes (id int primary key, at timestamptz, count bigint,
      tags text[], doc jsonb, note text)`);
    await db.query(`insert into notes values (1, '2026-11-24T10:00:00Z', 9007199254740993,
      '{a,b}', '{"a":1}', null), (2, '2026-11-25T10:00:00Z', 2, '{}', '[]', 'segunda')`);
  });
  afterAll(() => db.close());

  it('gives the rows PGlite’s own query gives, in both row modes, and plans each text once', async () => {
    const params = [2, new Date('2026-11-24T12:00:00Z')];
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await db.query(READ, params, { rowMode });
      for (let run = 0; run < 3; run++) {
        const actual = await prepared.query(READ, params, { rowMode }, false);
        expect(actual.rows).toEqual(expected.rows);
        expect(actual.fields).toEqual(expected.fields);
      }
    }
    const kept = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where statement = $1`,
      [READ],
    );
    expect(kept.rows).toEqual([{ n: 1 }]);
  });

  it('writes: nulls, JSON and the count of rows changed, as query() reports them', async () => {
    const insert = `insert into notes (id, at, doc, note) values ($1, $2, $3, $4) returning id, doc`;
    const inserted = await prepared.query(
      insert,
      [3, null, { b: [1, 2] }, 'terça'],
      { rowMode: 'object' },
      false,
    );
    expect(inserted.rows).toEqual([{ id: 3, doc: { b: [1, 2] } }]);
    expect(inserted.affectedRows).toBe(1);
    const update = await prepared.query(
      `update notes set note = $1 where id > $2`,
      ['x', 1],
      { rowMode: 'object' },
      false,
    );
    expect(update).toMatchObject({ rows: [], affectedRows: 2 });
  });

  it('runs inside a transaction, where a failure rolls back what ran before it', async () => {
    const insert = `insert into notes (id, note) values ($1, $2)`;
    await expect(
      db.transaction(async () => {
        await prepared.query(insert, [10, 'dentro'], { rowMode: 'object' }, true);
        await prepared.query(insert, [10, 'de novo'], { rowMode: 'object' }, true);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const rows = await prepared.query(
      `select count(*)::int as n from notes where id = $1`,
      [10],
      { rowMode: 'object' },
      false,
    );
    expect(rows.rows).toEqual([{ n: 0 }]);
  });

  it('keeps a statement first prepared inside a transaction that was then rolled back', async () => {
    const read = `select note from notes where id = $1 and note is distinct from $2`;
    await expect(
      db.transaction(async () => {
        await prepared.query(read, [2, 'nunca'], { rowMode: 'object' }, true);
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    const again = await prepared.query(read, [2, 'nunca'], { rowMode: 'object' }, false);
    expect(again.rows).toEqual([{ note: 'x' }]);
    const kept = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where statement = $1`,
      [read],
    );
    expect(kept.rows).toEqual([{ n: 1 }]);
  });

  it('prepares a text again when a schema change altered its result, and answers with the new one', async () => {
    const all = `select * from notes where id = $1`;
    const before = await prepared.query(all, [1], { rowMode: 'object' }, false);
    expect(Object.keys(before.rows[0] as object)).not.toContain('color');
    await db.exec(`alter table notes add column color text default 'azul'`);
    const after = await prepared.query(all, [1], { rowMode: 'object' }, false);
    expect(after.rows[0]).toMatchObject({ id: 1, color: 'azul' });
  });

  it('keeps one set per database, whose session holds the names', () => {
    expect(PreparedStatements.of(db)).toBe(prepared);
  });

  it('leaves to query() what is not planned and what asks to be planned at each run', () => {
    expect(PreparedStatements.handles('select 1')).toBe(true);
    expect(PreparedStatements.handles(' WITH x as (select 1) select * from x')).toBe(true);
    expect(PreparedStatements.handles('create table t (id int)')).toBe(false);
    expect(
      PreparedStatements.handles(
        `update t set a = 1 where id in (${PLANNED_AT_EACH_RUN} select 1)`,
      ),
    ).toBe(false);
  });
});
