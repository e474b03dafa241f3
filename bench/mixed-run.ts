// One autocannon run against every server of a setup at once, the connections split evenly, with
// the servers' (and their database's) CPU time over the run.
import autocannon from 'autocannon';
import type { ServerProcess } from './load-servers.ts';
import { settleCpu } from './process-cpu.ts';

export interface Setup {
  servers: ServerProcess[];
  /** CPU ms of the database's processes so far, when they can be read (PostgreSQL). */
  databaseCpuMs?: () => number;
}

export interface Figures {
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
  /** Answers below 500 in all: the requests served. */
  served: number;
  /** CPU ms the servers used for the run, and the database's (undefined when not readable). */
  appCpuMs: number;
  databaseCpuMs?: number;
  /** How long the servers stayed busy after the load stopped (work for clients that had left). */
  drainMs: number;
}

// Merges runs made with skipAggregateResult (one histogram for both instances); untyped upstream.
const aggregate = (
  autocannon as unknown as {
    aggregateResult(results: unknown[], options: object): autocannon.Result;
  }
).aggregateResult;

/**
 * Makes an autocannon connection wait out a 503's Retry-After before its next request, as a person
 * (or a load balancer) does. Alone, autocannon resends at once: load shedding then becomes a storm
 * of refusals whose sending and answering take the CPU this machine's servers need.
 */
function honourRetryAfter(client: autocannon.Client) {
  // Untyped internals: the method that sends the next request, and the parser's raw 'headers'
  // event (typed upstream as parsed headers; it is the parser's status code and name/value list).
  const internals = client as unknown as {
    _doRequest(): void;
    destroyed: boolean;
    on(
      event: 'headers',
      listener: (parsed: { statusCode: number; headers: string[] }) => void,
    ): void;
  };
  const send = internals._doRequest.bind(client);
  let pausedUntil = 0;
  internals.on('headers', ({ statusCode, headers }) => {
    if (statusCode !== 503) return;
    const at = headers.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'retry-after');
    pausedUntil = Date.now() + 1000 * Number(at < 0 ? 1 : headers[at + 1]);
  });
  internals._doRequest = () => {
    const wait = pausedUntil - Date.now();
    if (wait <= 0) return send();
    setTimeout(() => internals.destroyed || send(), wait);
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export async function load(
  { servers, databaseCpuMs }: Setup,
  path: string,
  {
    connections,
    duration,
    backOff = false,
  }: { connections: number; duration: number; backOff?: boolean },
  requests?: autocannon.Request[],
) {
  const appCpu = () => sum(servers.map((server) => server.cpuMs()));
  const allCpu = () => appCpu() + (databaseCpuMs?.() ?? 0);
  const appBefore = appCpu();
  const databaseBefore = databaseCpuMs?.();
  const runs = await Promise.all(
    servers.map((server, i) =>
      autocannon({
        url: `${server.base}${path}`,
        connections:
          Math.floor(connections / servers.length) + (i < connections % servers.length ? 1 : 0),
        duration,
        requests,
        ...(backOff ? { setupClient: honourRetryAfter } : {}),
        skipAggregateResult: true,
      } as autocannon.Options),
    ),
  );
  const drainMs = await settleCpu(allCpu);
  const merged = aggregate(runs, { url: servers[0]!.base });
  const stats = Object.entries(merged.statusCodeStats ?? {}).map(([code, stat]) => ({
    code,
    count: stat.count ?? 0,
  }));
  const count = (code: string) => stats.find((stat) => stat.code === code)?.count ?? 0;
  const fivexx = sum(stats.filter(({ code }) => code.startsWith('5')).map((stat) => stat.count));
  // autocannon's `errors` already includes its timeouts.
  const errors = fivexx + merged.errors;
  const responses = sum(stats.map((stat) => stat.count));
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
    served: responses - fivexx,
    appCpuMs: appCpu() - appBefore,
    databaseCpuMs: databaseBefore === undefined ? undefined : databaseCpuMs!() - databaseBefore,
    // Less than two quiet samples (500 ms) means it was idle at once.
    drainMs: Math.max(0, drainMs - 500),
  };
  return figures;
}
