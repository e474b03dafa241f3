import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite, openPostgres } from '../../server/db/client.ts';

export type TemplateInfo =
  | { engine: 'pglite'; dumpPath: string }
  | { engine: 'postgres'; url: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TemplateInfo;
  }
}

/** Migrates one template per run; each test file then gets a cheap copy of it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateName = `agendei_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${templateName}`;
    const template = openPostgres(templateUrl.toString(), 1);
    await migrateDatabase(template);
    await template.close();
    project.provide('databaseTemplate', { engine: 'postgres', url, templateName });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    };
  }
  const { client, database } = await openPglite();
  await migrateDatabase(database);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agendei-template-'));
  const dumpPath = path.join(dir, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { engine: 'pglite', dumpPath });
  return () => rmSync(dir, { recursive: true, force: true });
}
