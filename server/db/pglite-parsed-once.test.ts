import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteParsedOnce } from './pglite-parsed-once.ts';

const EVERY_KIND = sql`select
  timestamptz '2026-11-24 10:30:00+00' as at, timestamp '2026-11-24 10:30:00' as local_at,
  date '2026-11-24' as day, interval '90 minutes' as span, 250.90::numeric as price,
  42::int as count, 9007199254740993::bigint as big, true as flag, '{"a":1}'::jsonb as doc,
  array['a','b']::text[] as tags, array[date '2026-11-24']::date[] as days,
  array[timestamptz '2026-11-24 10:30:00+00']::timestamptz[] as ats,
  array[1.5, 2]::numeric[] as prices, null::text as nothing`;

describe('PGlite parsed once for drizzle', () => {
  let plain: PGlite;
  let wrapped: PGlite;
  const seen: Array<object | undefined> = [];

  beforeAll(async () => {
    plain = await PGlite.create();
    wrapped = await PGlite.create();
    const query = wrapped.query.bind(wrapped);
    wrapped.query = ((text: string, params?: unknown[], options?: object) => {
      seen.push(options as object | undefined);
      return query(text, params, options);
    }) as PGlite['query'];
  });
  afterAll(async () => {
    await plain.close();
    await wrapped.close();
  });

  it('reads every kind of column exactly as drizzle does with its per-query parsers', async () => {
    const asDrizzle = drizzle({ client: plain });
    const once = drizzle({ client: pgliteParsedOnce(wrapped) as unknown as PGlite });
    const expected = await asDrizzle.execute(EVERY_KIND);
    const actual = await once.execute(EVERY_KIND);
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.rows[0]).toMatchObject({ at: '2026-11-24 10:30:00+00', day: '2026-11-24' });
    // Read again, now from the statement prepared the first time: the same rows.
    expect((await once.execute(EVERY_KIND)).rows).toEqual(expected.rows);
    // The reason for the wrapper: no query hands PGlite a parser map to merge.
    expect(seen.filter((options) => options && 'parsers' in options)).toEqual([]);
  });

  it('keeps transactions whole: a failure inside rolls everything back', async () => {
    const once = drizzle({ client: pgliteParsedOnce(wrapped) as unknown as PGlite });
    await once.execute(sql`create table notes (id int primary key, at timestamptz)`);
    await expect(
      once.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (1, '2026-11-24T10:00:00Z')`);
        await tx.execute(sql`insert into notes values (1, '2026-11-24T11:00:00Z')`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    const rows = await once.execute(sql`select count(*)::int as n from notes`);
    expect(rows.rows).toEqual([{ n: 0 }]);
    expect(seen.filter((options) => options && 'parsers' in options)).toEqual([]);
  });
});
