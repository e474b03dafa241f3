import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../server/db/client.ts';

/** A fresh, migrated database for one test file: a PGlite copy or a Postgres database cloned from the template. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const template = inject('databaseTemplate');
  if (template.engine === 'pglite') {
    const { database } = await openPglite({
      loadDataDir: new Blob([readFileSync(template.dumpPath)]),
    });
    return database;
  }
  const name = `agendei_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
