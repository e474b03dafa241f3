import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPostgres } from '../../../server/db/client.ts';
import { type AppProcess, startAppProcess, stopAppProcess } from './app-process.ts';
import { clusterUrl, databaseUrl } from './scale-database.ts';

export interface InstanceInfo {
  name: string;
  base: string;
  pid: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    scale: { databaseUrl: string; instances: InstanceInfo[] };
  }
}

/** Runs one statement on the cluster's maintenance database (no connection is kept: the fault
 * tests restart the server). */
async function onCluster(cluster: string, statement: string) {
  const admin = new pg.Client({ connectionString: cluster });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** One database, migrated once, and three real server processes on it for the whole suite. */
export default async function setup(project: TestProject) {
  const cluster = clusterUrl();
  const name = `agendei_scale_${process.pid}`;
  await onCluster(cluster, `CREATE DATABASE ${name}`);
  const url = databaseUrl(cluster, name);
  const migrator = openPostgres(url, 1);
  await migrateDatabase(migrator);
  await migrator.close();

  const apps: AppProcess[] = [];
  const teardown = async () => {
    await Promise.all(apps.map((app) => stopAppProcess(app)));
    await onCluster(cluster, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    const started = await Promise.allSettled(
      ['A', 'B', 'C'].map((instance) => startAppProcess(instance, { DATABASE_URL: url })),
    );
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('scale', {
    databaseUrl: url,
    instances: apps.map(({ name: instance, base, pid }) => ({ name: instance, base, pid })),
  });
  return teardown;
}
