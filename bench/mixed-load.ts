// Mixed load on real server processes: public slot reads 80%, public bookings 10%, dashboard reads
// 10% (bearer token), at MIXED_CONNECTIONS (200) connections for MIXED_DURATION (60) s each:
// (a) one embedded (PGlite) instance, (b) two instances on one PostgreSQL, connections split
// evenly between them. Each beside the same servers' /api/health measured in the same run.
// Usage: npx tsx bench/mixed-load.ts   (MIXED_SETUPS=pglite,postgres MIXED_DURATION=10 ...)
import autocannon from 'autocannon';
import { addDays, weekdayOf, zonedDateTime, zonedInstant } from '../core/scheduling/local-date.ts';
import {
  type Seeded,
  type ServerProcess,
  benchPostgres,
  seedLoadOffice,
  startServer,
  tempDataDir,
} from './load-servers.ts';

const DURATION = Number(process.env.MIXED_DURATION ?? 60);
const CONNECTIONS = Number(process.env.MIXED_CONNECTIONS ?? 200);
const PROFESSIONALS = Number(process.env.MIXED_PROFESSIONALS ?? 60);
const SETUPS = (process.env.MIXED_SETUPS ?? 'pglite,postgres').split(',');
/** MAX_IN_FLIGHT_REQUESTS of the servers, one run per value (0 = no load shedding). */
const LIMITS = (process.env.MIXED_MAX_IN_FLIGHT ?? '64,0').split(',');
const TZ = 'America/Sao_Paulo';
const DAYS_AHEAD = 60;

type Kind = 'slots' | 'booking' | 'dashboard';
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** Every bookable start (Mon–Sat, 08:00–17:30) of the next DAYS_AHEAD days, as ISO instants. */
function bookableStarts(): string[] {
  const today = zonedDateTime(Date.now(), TZ).date;
  const starts = [];
  for (let day = 1; day <= DAYS_AHEAD; day++) {
    const date = addDays(today, day);
    if (weekdayOf(date) === 0) continue;
    for (let minutes = 8 * 60; minutes < 18 * 60; minutes += 30) {
      starts.push(new Date(zonedInstant(date, minutes, TZ)!).toISOString());
    }
  }
  return starts;
}

function workload(seeded: Seeded) {
  const today = zonedDateTime(Date.now(), TZ).date;
  const starts = bookableStarts();
  const weekFrom = new Date(zonedInstant(addDays(today, 1), 0, TZ)!).toISOString();
  const weekTo = new Date(zonedInstant(addDays(today, 8), 0, TZ)!).toISOString();
  const statuses: Record<Kind, Record<number, number>> = { slots: {}, booking: {}, dashboard: {} };
  let booking = 0;
  const next = (): { kind: Kind; request: autocannon.Request } => {
    const roll = Math.random();
    const professionalId = pick(seeded.professionalIds);
    if (roll < 0.8) {
      const from = addDays(today, 1 + Math.floor(Math.random() * 28));
      const path = `/api/slots?professionalId=${professionalId}&from=${from}&to=${addDays(from, 6)}`;
      return { kind: 'slots', request: { method: 'GET', path } };
    }
    if (roll < 0.9) {
      const body = JSON.stringify({
        professionalId,
        clientName: 'Cliente Carga',
        clientEmail: `carga-${booking++}@example.com`,
        clientPhone: '(11) 98765-4321',
        notes: null,
        productId: null,
        startTime: pick(starts),
      });
      const headers = { 'content-type': 'application/json' };
      return {
        kind: 'booking',
        request: { method: 'POST', path: '/api/appointments/public', headers, body },
      };
    }
    const path = `/api/appointments?from=${weekFrom}&to=${weekTo}`;
    const headers = { authorization: `Bearer ${pick(seeded.tokens)}` };
    return { kind: 'dashboard', request: { method: 'GET', path, headers } };
  };
  const requests: autocannon.Request[] = [
    {
      setupRequest: (request, context) => {
        const { kind, request: chosen } = next();
        (context as { kind?: Kind }).kind = kind;
        return { ...request, headers: {}, body: undefined, ...chosen } as never;
      },
      onResponse: (status, _body, context) => {
        const counts = statuses[(context as { kind: Kind }).kind];
        counts[status] = (counts[status] ?? 0) + 1;
      },
    },
  ];
  return { requests, statuses };
}

// Merges runs made with skipAggregateResult (one histogram for both instances); untyped upstream.
const aggregate = (
  autocannon as unknown as {
    aggregateResult(results: unknown[], options: object): autocannon.Result;
  }
).aggregateResult;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  connectionErrors: number;
  timeouts: number;
  conflicts: number;
  /** Answers below 500 (the work done: 2xx and 409) per second, and the 503s of load shedding. */
  goodput: number;
  shed: number;
}

/** Runs autocannon on every server at once, the connections split evenly, and merges the results. */
async function load(servers: ServerProcess[], path: string, requests?: autocannon.Request[]) {
  const runs = await Promise.all(
    servers.map((server, i) =>
      autocannon({
        url: `${server.base}${path}`,
        connections:
          Math.floor(CONNECTIONS / servers.length) + (i < CONNECTIONS % servers.length ? 1 : 0),
        duration: DURATION,
        requests,
        skipAggregateResult: true,
      } as autocannon.Options),
    ),
  );
  const merged = aggregate(runs, { url: servers[0]!.base });
  const stats = Object.entries(merged.statusCodeStats ?? {}).map(([code, stat]) => ({
    code,
    count: stat.count ?? 0,
  }));
  const count = (code: string) => stats.find((stat) => stat.code === code)?.count ?? 0;
  const fivexx = stats.filter(({ code }) => code.startsWith('5')).reduce((s, x) => s + x.count, 0);
  // autocannon's `errors` already includes its timeouts.
  const errors = fivexx + merged.errors;
  const responses = stats.reduce((sum, stat) => sum + stat.count, 0);
  const figures: Figures = {
    rps: responses / merged.duration,
    p50: merged.latency.p50,
    p99: merged.latency.p99,
    total: responses + merged.errors,
    errors,
    connectionErrors: merged.errors - merged.timeouts,
    timeouts: merged.timeouts,
    conflicts: count('409'),
    goodput: (responses - fivexx) / merged.duration,
    shed: count('503'),
  };
  return figures;
}

function report(label: string, health: Figures, mixed: Figures, statuses: object) {
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
    `answered (<500) ${mixed.goodput.toFixed(1)}/s; shed (503) ${mixed.shed}; ` +
      `health answered ${health.goodput.toFixed(0)}/s`,
  );
  console.log(
    `status codes by kind: ${JSON.stringify(statuses)}; ` +
      `connection errors ${mixed.connectionErrors}, timeouts (10 s) ${mixed.timeouts}`,
  );
}

async function measure(label: string, servers: ServerProcess[], seeded: Seeded) {
  const health = await load(servers, '/api/health');
  const { requests, statuses } = workload(seeded);
  const mixed = await load(servers, '/', requests);
  report(label, health, mixed, statuses);
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
      await measure(`(a) one instance, embedded PGlite, ${shedding}`, [server], seeded);
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
      await measure(`(b) two instances, one PostgreSQL, ${shedding}`, servers, seeded);
      for (const data of dataDirs) data.remove();
    } finally {
      for (const server of servers) await server.stop();
      await database.drop();
    }
  }
}
