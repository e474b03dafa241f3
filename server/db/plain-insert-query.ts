import {
  type Column,
  Param,
  Placeholder,
  SQL,
  getTableColumns,
  getTableName,
  is,
} from 'drizzle-orm';
import { PgInsertBase, type PgTable } from 'drizzle-orm/pg-core';

/** A statement's text and parameters, numbered from `$1`. */
export interface TextQuery {
  sql: string;
  params: unknown[];
}

/** What drizzle's insert builder holds once `.values()` (and `.onConflictDoNothing()`) ran. */
interface InsertConfig {
  table: PgTable;
  values: Record<string, Param | SQL>[] | SQL;
  onConflict?: SQL;
  returning?: unknown;
  withList?: unknown[];
  select?: boolean;
  overridingSystemValue_?: boolean;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `do nothing` with no target, as `.onConflictDoNothing()` writes it. */
function isPlainDoNothing(onConflict: SQL): boolean {
  const [chunk, ...rest] = onConflict.queryChunks;
  if (rest.length > 0 || !chunk || !('value' in chunk) || !Array.isArray(chunk.value)) return false;
  return (chunk.value as unknown[]).join('') === 'do nothing';
}

/**
 * The text and parameters of a plain multi-row insert (`.values(rows)`, optionally
 * `.onConflictDoNothing()`), written the way drizzle writes it: every insertable column, `default`
 * where a row gives none, each value through its column's encoder. Drizzle's own writer checks
 * every chunk's class on the way (a booking's write spent about 0.7 ms of the server's thread so,
 * issue 20); this is a plain loop. Undefined for any other builder (returning, a select, a
 * conflict target, a value given as SQL or as a placeholder, a column with a default made in JS):
 * drizzle writes those.
 * `offset` is the number of parameters before it in the statement.
 */
export function plainInsertQuery(builder: unknown, offset = 0): TextQuery | undefined {
  if (!is(builder, PgInsertBase)) return undefined;
  const config = (builder as unknown as { config: InsertConfig }).config;
  const { table, values, onConflict } = config;
  if (config.select || config.returning || config.withList?.length) return undefined;
  if (config.overridingSystemValue_ || !Array.isArray(values)) return undefined;
  if (onConflict && !isPlainDoNothing(onConflict)) return undefined;
  if (getSchema(table)) return undefined;
  const columns = Object.entries(
    getTableColumns(table) as unknown as Record<string, InsertColumn>,
  ).filter(([, column]) => !column.shouldDisableInsert());
  const params: unknown[] = [];
  const rows: string[] = [];
  for (const row of values) {
    const cells: string[] = [];
    for (const [key, column] of columns) {
      const cell = row[key];
      if (cell === undefined || (is(cell, Param) && cell.value === undefined)) {
        if (column.defaultFn !== undefined || column.onUpdateFn !== undefined) return undefined;
        cells.push('default');
        continue;
      }
      if (!is(cell, Param) || is(cell.value, Placeholder)) return undefined;
      const value = cell.value === null ? null : cell.encoder.mapToDriverValue(cell.value);
      if (is(value, SQL)) return undefined;
      params.push(value);
      cells.push(`$${offset + params.length}`);
    }
    rows.push(`(${cells.join(', ')})`);
  }
  const names = columns.map(([, column]) => quoted(column.name)).join(', ');
  const conflict = onConflict ? ' on conflict do nothing' : '';
  const sql = `insert into ${quoted(getTableName(table))} (${names}) values ${rows.join(', ')}${conflict}`;
  return { sql, params };
}

/** The table's schema, when it names one (ours do not: they are in `public`). */
const getSchema = (table: PgTable) =>
  (table as unknown as Record<symbol, string | undefined>)[Symbol.for('drizzle:Schema')];

/** A column as drizzle's insert writer reads it (`shouldDisableInsert` is drizzle's own). */
type InsertColumn = Column & { shouldDisableInsert(): boolean };
