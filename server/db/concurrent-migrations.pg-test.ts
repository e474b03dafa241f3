import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase, openPostgres } from './client.ts';

const INSTANCES = 3;
let admin: pg.Client;
let url: string;
const name = `agendei_migrate_${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  const template = inject('databaseTemplate');
  if (template.engine !== 'postgres')
    throw new Error('this suite runs on PostgreSQL: npm run test:pg');
  admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  // An empty database, as a first deployment finds it.
  await admin.query(`CREATE DATABASE ${name}`);
  const address = new URL(template.url);
  address.pathname = `/${name}`;
  url = address.toString();
});
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('migrations on one PostgreSQL', () => {
  it('run once when several instances start at the same moment', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const instances = Array.from({ length: INSTANCES }, () => openPostgres(url));
    const results = await Promise.allSettled(
      instances.map((database) => migrateDatabase(database)),
    );
    await Promise.all(instances.map((database) => database.close()));

    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const applied = await check.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    const tables = await check.query(
      `select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'appointments'`,
    );
    await check.end();
    expect(applied.rows[0].n).toBe(journal.entries.length);
    expect(tables.rows[0].n).toBe(1);
  });
});
