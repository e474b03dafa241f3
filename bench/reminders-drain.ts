// 1,000 due reminders drained by the outbox worker to a local receiver, side by side with a plain
// loop POSTing the same bodies (no database, no claims), one at a time and four at a time (the
// worker's share for one subscription). Each round runs the three in turn, starting with a
// different one each time so none always runs warm; it prints wall time and the process's
// CPU-ms per 1,000 (worker, receiver and, on PGlite, the database), which a busy machine
// disturbs less, split into the main thread's and the other threads' (PGlite's own, V8's garbage
// collection and compiling); on a PostgreSQL server of this machine (BENCH_DATABASE_URL), also the
// server's CPU-ms (its postmaster and backends), which the process's do not include. Usage: npx tsx bench/reminders-drain.ts [rounds, default 3]
// BENCH_CPU_PROF=<dir> writes V8 CPU profiles of this thread over the measured part of each run.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { webhookLogs } from '../server/db/schema.ts';
import { startOutboxWorker } from '../server/jobs/outbox-worker.ts';
import { postWebhook } from '../server/features/outbox/channels/webhook/post-webhook.ts';
import { countingDatabase } from '@tests/helpers/query-counter.ts';
import { benchApp, benchProfessional } from './bench-app.ts';
import { startCpuProfile } from './cpu-profile.ts';
import { parentPid, processTreeCpuMs, threadCpuMs } from './process-cpu.ts';
import { seedHistory } from './seed-history.ts';

const REMINDERS = 1000;
const ROUNDS = Number(process.argv[2] ?? 3);
let received = 0;
/** When the receiver got its first request, and what to call once it has them all. */
let firstReceivedAt = 0;
let onAllReceived: (() => void) | undefined;
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    if (++received === 1) firstReceivedAt = performance.now();
    response.end('ok');
    if (received === REMINDERS) onAllReceived?.();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const { app, database, config } = await benchApp({ WEBHOOK_ALLOW_PRIVATE: true });
const { db } = database;
const pro = await benchProfessional(app);
const headers = { authorization: `Bearer ${pro.token}` };
await app.inject({
  method: 'POST',
  url: '/api/notification-settings',
  headers,
  payload: {
    webhookNotificationsEnabled: true,
    webhookUrl: url,
    webhookEvents: ['appointment.reminder'],
    emailNotificationsEnabled: false,
    notificationTimes: [60],
  },
});
await seedHistory(db, pro, { past: 0, future: REMINDERS });
const planned = await app.inject({
  method: 'POST',
  url: '/api/webhook-logs/reprocess-all',
  headers,
});
console.log(`planned: ${planned.json().count} reminders; engine: ${database.engine}`);

/** A PostgreSQL server on this machine: its postmaster, whose CPU time (backends included) counts. */
async function localPostmaster() {
  if (database.engine !== 'postgres') return undefined;
  const result = await db.execute(sql`select pg_backend_pid() as pid`);
  const { rows } = result as unknown as { rows: { pid: number }[] };
  return parentPid(Number(rows[0]!.pid));
}
const postmaster = await localPostmaster();
const serverCpuMs = () => (postmaster ? processTreeCpuMs(postmaster) : 0);

interface Run {
  ms: number;
  cpuMs: number;
  /** Of cpuMs, the main thread's (the event loop) and the other threads' (PGlite's, V8's). */
  mainCpuMs: number;
  otherCpuMs: number;
  /** A local PostgreSQL server's CPU-ms meanwhile (not in cpuMs). */
  serverCpuMs: number;
  succeeded?: number;
  /** From the worker's start to the first reminder received. */
  firstMs?: number;
  /** The worker's statements: claims, result writes, other. */
  statements?: string;
}

// The worker's statements go through a logger that counts them.
const counting = countingDatabase(database);
/** The worker's statements since the last call, by kind. */
function statementsSent() {
  const kinds = { claims: 0, 'result writes': 0, other: 0 };
  for (const text of counting.statements()) {
    if (text.startsWith('update "webhook_logs" set "attempts"')) kinds.claims++;
    else if (text.startsWith('update "webhook_logs" set "status"')) kinds['result writes']++;
    else kinds.other++;
  }
  counting.reset();
  return Object.entries(kinds)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
}

/** Wall time and this process's CPU time of `work` (profiled as `name` with BENCH_CPU_PROF). */
async function measure(name: string, work: () => Promise<void>): Promise<Run> {
  const profile = await startCpuProfile(`reminders-drain-${name}`);
  const cpu = process.cpuUsage();
  const threads = threadCpuMs();
  const server = serverCpuMs();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const threadsAfter = threadCpuMs();
  const serverUsed = serverCpuMs() - server;
  await profile.stop();
  return {
    ms,
    cpuMs: (used.user + used.system) / 1000,
    mainCpuMs: threadsAfter.main - threads.main,
    otherCpuMs: threadsAfter.others - threads.others,
    serverCpuMs: serverUsed,
  };
}

async function drainWithWorker(): Promise<Run> {
  // Every reminder due now, as after the moment they were planned for.
  await db
    .update(webhookLogs)
    .set({ status: 'scheduled', attempts: 0, nextAttemptAt: new Date(Date.now() - 1000) })
    .where(sql`${webhookLogs.eventType} = 'appointment.reminder'`);
  received = 0;
  let worker: ReturnType<typeof startOutboxWorker> | undefined;
  let startedAt = 0;
  const run = await measure('worker', async () => {
    const allReceived = new Promise<void>((resolve) => (onAllReceived = resolve));
    startedAt = performance.now();
    worker = startOutboxWorker({
      db: counting.database.db,
      config,
      sendEmail: async () => undefined,
    });
    await allReceived;
  });
  await worker!.stop();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookLogs)
    .where(sql`${webhookLogs.status} = 'success'`);
  const statements = statementsSent();
  return { ...run, succeeded: row?.n ?? 0, firstMs: firstReceivedAt - startedAt, statements };
}

const bodies = (await db.select({ payload: webhookLogs.payload }).from(webhookLogs)).map((row) =>
  JSON.stringify(row.payload),
);

function plainLoop(concurrency: number) {
  received = 0;
  let next = 0;
  const lane = async () => {
    while (next < bodies.length) {
      const body = bodies[next++]!;
      await postWebhook(url, body, { headers: {}, timeoutMs: 10_000, allowPrivate: true });
    }
  };
  return measure(
    `plain-x${concurrency}`,
    async () => void (await Promise.all(Array.from({ length: concurrency }, lane))),
  );
}

const perSecond = (run: Run) => ((REMINDERS / run.ms) * 1000).toFixed(0);
const shown = (run: Run) =>
  `${run.ms.toFixed(0)} ms (${perSecond(run)}/s, ${run.cpuMs.toFixed(0)} CPU-ms: ` +
  `main thread ${run.mainCpuMs.toFixed(0)}, others ${run.otherCpuMs.toFixed(0)}` +
  (postmaster ? `; PostgreSQL server ${run.serverCpuMs.toFixed(0)})` : ')');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ratios = { plain: [] as number[], plainX4: [] as number[], cpu: [] as number[] };

const contenders = [drainWithWorker, () => plainLoop(1), () => plainLoop(4)];
for (let round = 1; round <= ROUNDS; round++) {
  const runs: Run[] = [];
  for (let i = 0; i < contenders.length; i++) {
    const which = (round - 1 + i) % contenders.length;
    runs[which] = await contenders[which]!();
  }
  const [worker, plain, plainX4] = runs as [Run, Run, Run];
  ratios.plain.push(plain.ms / worker.ms);
  ratios.plainX4.push(plainX4.ms / worker.ms);
  ratios.cpu.push(plain.cpuMs / worker.cpuMs);
  console.log(
    `round ${round}: worker ${shown(worker)}, first after ${worker.firstMs!.toFixed(0)} ms, ` +
      `${worker.succeeded} marked success (${worker.statements}) | ` +
      `plain loop ${shown(plain)} | plain loop x4 ${shown(plainX4)} | ` +
      `worker/plain ${ratios.plain.at(-1)!.toFixed(2)}, worker/plain x4 ${ratios.plainX4.at(-1)!.toFixed(2)}, ` +
      `CPU plain/worker ${ratios.cpu.at(-1)!.toFixed(2)}`,
  );
}
console.log(
  `median of ${ROUNDS}: worker/plain ${median(ratios.plain).toFixed(2)}, ` +
    `worker/plain x4 ${median(ratios.plainX4).toFixed(2)}, CPU plain/worker ${median(ratios.cpu).toFixed(2)}`,
);
await app.close();
await database.close();
receiver.close();
