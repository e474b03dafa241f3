// Real server processes for load benchmarks: a seeded database, `node server/main.ts` children on
// loopback ports, and a throwaway PostgreSQL cluster when BENCH_DATABASE_URL is not set.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { openConfiguredDatabase } from '../server/db/open-database.ts';
import { DATABASE_THREAD_TASKS } from '../server/features/appointments/database-thread-tasks.ts';
import type { Db } from '../server/db/client.ts';
import { products, users } from '../server/db/schema.ts';
import { seedOffice } from '@tests/helpers/office.ts';
import { processCpuMs, processTreeCpuMs } from './process-cpu.ts';

export interface Seeded {
  professionalIds: string[];
  /** Each professional's active service, which a public booking must name (decision 060). */
  productIds: Record<string, string>;
  /** Bearer tokens of some professionals, for dashboard reads. */
  tokens: string[];
}

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Registers an office in a running app and seeds `count` professionals (08:00–18:00 Mon–Sat,
 * 30 min, 2 seats, no buffer), with bearer tokens of ten of them.
 */
export async function seedInto(app: App, db: Db, count: number): Promise<Seeded> {
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/admin/register',
    payload: { name: 'Carga Admin', email: 'carga@example.com', password: 'segredo123' },
  });
  const organizationId = register.json().user.organizationId as string;
  const professionalIds = await seedOffice(db, organizationId, count);
  await db.update(users).set({ bufferTime: 0 }).where(eq(users.organizationId, organizationId));
  const emails = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'professional')))
    .limit(10);
  const tokens = [];
  for (const { email } of emails) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { email, password: 'segredo123' },
    });
    tokens.push(login.json().token as string);
  }
  const active = await db
    .select({ id: products.id, userId: products.userId })
    .from(products)
    .where(and(eq(products.organizationId, organizationId), eq(products.isActive, true)));
  const productIds = Object.fromEntries(active.map((product) => [product.userId, product.id]));
  return { professionalIds, productIds, tokens };
}

/** An office of `count` professionals in a fresh database (see seedInto). */
export async function seedLoadOffice(
  target: { DATA_DIR: string } | { DATABASE_URL: string },
  count: number,
): Promise<Seeded> {
  const config = testConfig({
    WEB_DIST_DIR: './no-web-build',
    AUTH_RATE_LIMIT_PER_MINUTE: 1_000_000,
    ...target,
  });
  const database = await openConfiguredDatabase(config, { threadTasks: DATABASE_THREAD_TASKS });
  const app = await buildApp({ config, database });
  try {
    return await seedInto(app, database.db, count);
  } finally {
    await app.close();
    await database.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  /** CPU ms the server process has used so far. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Starts `node --import tsx server/main.ts` and waits until /api/health answers. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each server process there, for a look inside.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const args = [...profile, '--import', 'tsx', 'server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: './no-web-build',
      DATABASE_URL: '',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 600) throw new Error('server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    cpuMs: () => processCpuMs(child.pid!),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export function tempDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agendei-load-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface BenchDatabase {
  url: string;
  /** CPU ms of the cluster's processes so far; undefined on BENCH_DATABASE_URL (not ours to read). */
  cpuMs?: () => number;
  drop(): Promise<void>;
}

/** A fresh database on BENCH_DATABASE_URL's server, or on a throwaway cluster started here. */
export async function benchPostgres(): Promise<BenchDatabase> {
  let serverUrl = process.env.BENCH_DATABASE_URL;
  let stopCluster = () => {};
  let cpuMs: (() => number) | undefined;
  if (!serverUrl) {
    const script = 'source scripts/pg-cluster.sh && pg_cluster_start && echo "$PG_CLUSTER_URL"';
    const started = execFileSync('bash', [
      '-c',
      `${script} && echo "$PG_CLUSTER_DIR $PG_CLUSTER_BIN"`,
    ])
      .toString()
      .trim()
      .split('\n');
    serverUrl = started[0]!;
    const [dir, bin] = started[1]!.split(' ');
    // The postmaster's pid is the first line of its pid file; its children are the backends.
    const postmaster = Number(readFileSync(`${dir}/data/postmaster.pid`, 'utf8').split('\n')[0]);
    cpuMs = () => processTreeCpuMs(postmaster);
    stopCluster = () =>
      execFileSync('bash', ['-c', 'source scripts/pg-cluster.sh && pg_cluster_stop'], {
        env: { ...process.env, PG_CLUSTER_DIR: dir, PG_CLUSTER_BIN: bin },
      });
  }
  const name = `agendei_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cpuMs,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      stopCluster();
    },
  };
}
