// Mixed load on real server processes: public slot reads 80%, public bookings 10%, dashboard reads
// 10% (bearer token), at MIXED_CONNECTIONS (200) connections for MIXED_DURATION (60) s each:
// (a) one embedded (PGlite) instance, (b) two instances on one PostgreSQL, connections split
// evenly between them. Each beside the same servers' /api/health measured in the same run, with
// the CPU time the servers (and PostgreSQL's processes) spent per request served.
// Usage: npx tsx bench/mixed-load.ts   (MIXED_SETUPS=pglite,postgres MIXED_DURATION=10 ...)
import {
  type Seeded,
  type ServerProcess,
  benchPostgres,
  seedLoadOffice,
  startServer,
  tempDataDir,
} from './load-servers.ts';
import { databaseHold, holdReport } from './database-hold.ts';
import { type Figures, type Setup, load } from './mixed-run.ts';
import { percentile, workload } from './mixed-workload.ts';

const DURATION = Number(process.env.MIXED_DURATION ?? 60);
const CONNECTIONS = Number(process.env.MIXED_CONNECTIONS ?? 200);
const PROFESSIONALS = Number(process.env.MIXED_PROFESSIONALS ?? 60);
const SETUPS = (process.env.MIXED_SETUPS ?? 'pglite,postgres').split(',');
/** MAX_IN_FLIGHT_REQUESTS of the servers, one run per value (0 = no load shedding). */
const LIMITS = (process.env.MIXED_MAX_IN_FLIGHT ?? '64,0').split(',');

/** Whether the mixed load's connections wait out a 503's Retry-After (0: they resend at once). */
const BACK_OFF = process.env.MIXED_RETRY_AFTER !== '0';

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

/** CPU ms per request served (answers below 500): the app's, and the database's when read. */
function cpuPerRequest(f: Figures) {
  const served = Math.max(1, f.served);
  const app = f.appCpuMs / served;
  const database = f.databaseCpuMs === undefined ? undefined : f.databaseCpuMs / served;
  return { app, database, total: app + (database ?? 0) };
}

function cpuReport(health: Figures, mixed: Figures) {
  const [h, m] = [cpuPerRequest(health), cpuPerRequest(mixed)];
  const split = (c: typeof h) =>
    c.database === undefined
      ? `${ms(c.app)} ms`
      : `${ms(c.total)} ms (app ${ms(c.app)} + database ${ms(c.database)})`;
  console.log(
    `CPU per request served: /api/health ${split(h)}, mixed ${split(m)}; ` +
      `ratio mixed/health ${(m.total / Math.max(0.001, h.total)).toFixed(1)}×`,
  );
  const perCore = (cpuMs: number) => (1000 / Math.max(0.001, cpuMs)).toFixed(0);
  console.log(
    m.database === undefined
      ? `mixed requests one core can serve: ${perCore(m.app)}/s`
      : `mixed requests one core can serve: ${perCore(m.total)}/s for app and database together; ` +
          `${perCore(m.app)}/s for the app's share alone, ${perCore(m.database)}/s for the database's`,
  );
  if (mixed.drainMs > 0) {
    console.log(
      `the servers stayed busy ${(mixed.drainMs / 1000).toFixed(1)} s after the load stopped ` +
        '(work for clients that had left; counted in the CPU above)',
    );
  }
}

function report(
  label: string,
  health: Figures,
  mixed: Figures,
  servedMsByKind: Record<string, number[]>,
  statuses: object,
) {
  const servedMs = Object.values(servedMsByKind).flat();
  const byKind = Object.entries(servedMsByKind)
    .map(([kind, latencies]) => `${kind} ${percentile(latencies, 99).toFixed(0)}`)
    .join(', ');
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(2)}%`;
  const row = (name: string, f: Figures) =>
    `| ${name.padEnd(22)} | ${f.rps.toFixed(0).padStart(7)} | ${f.p50.toFixed(0).padStart(6)} | ${f.p99.toFixed(0).padStart(6)} | ${pct(f.errors, f.total).padStart(7)} | ${String(f.conflicts).padStart(5)} |`;
  console.log(`\n### ${label}: ${CONNECTIONS} connections, ${DURATION} s each`);
  console.log('| route                  |   req/s | p50 ms | p99 ms | errors  |   409 |');
  console.log('| ---------------------- | ------: | -----: | -----: | ------: | ----: |');
  console.log(row('/api/health (baseline)', health));
  console.log(row('mixed 80/10/10', mixed));
  console.log(
    `ratio mixed/health: throughput ${(mixed.rps / health.rps).toFixed(2)}, ` +
      `p50 ${(mixed.p50 / Math.max(1, health.p50)).toFixed(1)}×, p99 ${(mixed.p99 / Math.max(1, health.p99)).toFixed(1)}×`,
  );
  console.log(
    `answered (<500) ${mixed.goodput.toFixed(1)}/s, p50 ${percentile(servedMs, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(servedMs, 99).toFixed(0)} ms (${byKind}); shed (503) ${mixed.shed}; ` +
      `health answered ${health.goodput.toFixed(0)}/s`,
  );
  console.log(
    `status codes by kind: ${JSON.stringify(statuses)}; ` +
      `connection errors ${mixed.connectionErrors}, timeouts (10 s) ${mixed.timeouts}`,
  );
  cpuReport(health, mixed);
}

async function measure(label: string, setup: Setup, seeded: Seeded) {
  const options = { connections: CONNECTIONS, duration: DURATION };
  const health = await load(setup, '/api/health', options);
  const { requests, statuses, servedMs } = workload(seeded);
  const holdBefore = await databaseHold(setup.servers);
  const mixed = await load(setup, '/', { ...options, backOff: BACK_OFF }, requests);
  const holdAfter = await databaseHold(setup.servers);
  report(label, health, mixed, servedMs, statuses);
  if (holdBefore && holdAfter) console.log(holdReport(holdBefore, holdAfter, DURATION));
}

console.log(
  `mixed load, ${new Date().toISOString().slice(0, 10)}, ${PROFESSIONALS} professionals; ` +
    'the load generator, the servers and PostgreSQL share this machine, so figures are noisy',
);
for (const limit of LIMITS) {
  const shedding = limit === '0' ? 'no load shedding' : `MAX_IN_FLIGHT_REQUESTS=${limit}`;
  if (SETUPS.includes('pglite')) {
    const data = tempDataDir();
    const seeded = await seedLoadOffice({ DATA_DIR: data.dir }, PROFESSIONALS);
    const server = await startServer({ DATA_DIR: data.dir, MAX_IN_FLIGHT_REQUESTS: limit });
    try {
      const setup = { servers: [server] };
      await measure(`(a) one instance, embedded PGlite, ${shedding}`, setup, seeded);
    } finally {
      await server.stop();
      data.remove();
    }
  }
  if (SETUPS.includes('postgres')) {
    const database = await benchPostgres();
    const servers: ServerProcess[] = [];
    try {
      const seeded = await seedLoadOffice({ DATABASE_URL: database.url }, PROFESSIONALS);
      const dataDirs = [tempDataDir(), tempDataDir()];
      for (const data of dataDirs) {
        servers.push(
          await startServer({
            DATABASE_URL: database.url,
            DATA_DIR: data.dir,
            MAX_IN_FLIGHT_REQUESTS: limit,
          }),
        );
      }
      const setup = { servers, databaseCpuMs: database.cpuMs };
      await measure(`(b) two instances, one PostgreSQL, ${shedding}`, setup, seeded);
      for (const data of dataDirs) data.remove();
    } finally {
      for (const server of servers) await server.stop();
      await database.drop();
    }
  }
}
