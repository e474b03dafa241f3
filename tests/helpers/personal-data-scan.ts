import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';

interface TextColumn {
  table: string;
  column: string;
}

export interface Sighting extends TextColumn {
  needle: string;
  rows: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every column of every table in the public schema that can hold text: text, varchar, json(b), text[]. */
export async function textColumns(db: Db): Promise<TextColumn[]> {
  const result = await db.execute(sql`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
        or c.udt_name in ('_text', '_varchar', '_jsonb'))
    order by 1, 2`);
  return rowsOf<TextColumn>(result);
}

/**
 * Where the needles appear anywhere in the database: a lower-case search of every text column
 * (JSON and arrays cast to text). A needle of digits only is also looked for among the column's
 * digits, so '21998765432' finds '+55(21) 99876-5432'.
 */
export async function findAnywhere(
  db: Db,
  needles: string[],
  options: { exceptOrganization?: string } = {},
): Promise<Sighting[]> {
  const tenantTables = new Set(
    rowsOf<{ table: string }>(
      await db.execute(sql`
        select table_name as "table" from information_schema.columns
        where table_schema = 'public' and column_name = 'organization_id'`),
    ).map((row) => row.table),
  );
  // Another office's copy of the same person is theirs to keep (tenant isolation).
  const outside = (table: string) =>
    options.exceptOrganization && tenantTables.has(table)
      ? sql` and organization_id <> ${options.exceptOrganization}`
      : sql``;
  const sightings: Sighting[] = [];
  for (const { table, column } of await textColumns(db)) {
    const text = sql`lower(${sql.identifier(column)}::text)`;
    for (const needle of needles) {
      const lowered = needle.toLowerCase();
      const digitsOnly = /^\d+$/.test(needle);
      const match = digitsOnly
        ? sql`strpos(regexp_replace(${text}, '[^0-9]', '', 'g'), ${lowered}) > 0`
        : sql`strpos(${text}, ${lowered}) > 0`;
      const result = await db.execute(
        sql`select count(*)::int as rows from ${sql.identifier(table)} where ${match}${outside(table)}`,
      );
      const rows = rowsOf<{ rows: number }>(result)[0]?.rows ?? 0;
      if (rows > 0) sightings.push({ table, column, needle, rows });
    }
  }
  return sightings;
}
