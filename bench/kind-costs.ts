// CPU-ms and statements per request of each kind of the mixed load (slot read, public booking,
// dashboard read), in one process through app.inject, beside /api/health: where a mixed request's
// cost goes, without the network or a load generator. `KIND_COSTS_REQUESTS` per kind (default 400).
import { buildApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { migrateDatabase, openPglite } from '../server/db/client.ts';
import { countingDatabase } from '@tests/helpers/query-counter.ts';
import { seedInto } from './load-servers.ts';
import { workload } from './mixed-workload.ts';

const perKind = Number(process.env.KIND_COSTS_REQUESTS ?? 400);
const inFlight = 8;

// KIND_COSTS_DATA_DIR: a file-backed PGlite, as `npm start` runs it (default: in memory).
const dataDir = process.env.KIND_COSTS_DATA_DIR;
const { database: plain } = await openPglite({ dataDir });
await migrateDatabase(plain);
const counted = countingDatabase(plain);
const config = testConfig({
  WEB_DIST_DIR: './no-web-build',
  AUTH_RATE_LIMIT_PER_MINUTE: 1_000_000,
  PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: 1_000_000,
  LOG_LEVEL: 'warn',
});
const app = await buildApp({ config, database: counted.database });
await app.ready();
const seeded = await seedInto(app, plain.db, 60);

type Kind = 'slots' | 'booking' | 'dashboard' | 'health';
const { requests } = workload(seeded);
const [template] = requests;
/** The next request of `kind` from the mixed load's own generator (drawn until it gives one). */
function nextOf(kind: Kind) {
  if (kind === 'health')
    return { method: 'GET', path: '/api/health', headers: {}, body: undefined };
  for (;;) {
    const context: Record<string, unknown> = {};
    const setup = template!.setupRequest as (request: object, context: object) => unknown;
    const request = setup({}, context) as {
      method: string;
      path: string;
      headers: Record<string, string>;
      body?: string;
    };
    if (context.kind === kind) return request;
  }
}

async function measure(kind: Kind, count: number) {
  counted.reset();
  const statuses: Record<number, number> = {};
  const cpu = process.cpuUsage();
  const started = performance.now();
  let sent = 0;
  const lane = async () => {
    while (sent < count) {
      sent++;
      const { method, path, headers, body } = nextOf(kind);
      const response = await app.inject({
        method: method as 'GET',
        url: path,
        headers,
        payload: body,
      });
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  const used = process.cpuUsage(cpu);
  return {
    kind,
    cpuMs: (used.user + used.system) / 1000 / count,
    wallMs: (performance.now() - started) / count,
    statements: counted.queries() / count,
    statuses,
  };
}

const kinds = (process.env.KIND_COSTS_KINDS?.split(',') ?? [
  'health',
  'slots',
  'booking',
  'dashboard',
]) as Kind[];
for (const kind of kinds) await measure(kind, 50);
const rows = [];
for (const kind of kinds) {
  rows.push(await measure(kind, kind === 'health' ? perKind * 10 : perKind));
}
console.log(
  `per request, ${perKind} of each kind (health ×10), ${inFlight} in flight, PGlite in process${dataDir ? ', file-backed' : ', in memory'}`,
);
console.log('| kind | CPU-ms | wall ms | statements | statuses |');
console.log('| --- | ---: | ---: | ---: | --- |');
for (const row of rows) {
  console.log(
    `| ${row.kind} | ${row.cpuMs.toFixed(3)} | ${row.wallMs.toFixed(3)} | ${row.statements.toFixed(2)} | ${JSON.stringify(row.statuses)} |`,
  );
}
const cost = Object.fromEntries(rows.map((row) => [row.kind, row.cpuMs]));
if (rows.length === 4) {
  const mixed = 0.8 * cost.slots! + 0.1 * cost.booking! + 0.1 * cost.dashboard!;
  console.log(
    `mixed 80/10/10: ${mixed.toFixed(3)} CPU-ms per request; ÷ health ${(mixed / cost.health!).toFixed(1)}×`,
  );
}
await app.close();
await plain.close();
