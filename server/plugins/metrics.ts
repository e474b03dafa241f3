import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '@core/app-error.ts';
import { opsMessages } from '@core/messages-ops.ts';
import { LOG_CHANNELS } from '@core/schemas/notifications.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ThreadStats } from '../db/pglite-thread/protocol.ts';
import { isLiveStream } from './live-stream.ts';
import { processRegistry } from './metrics-registry.ts';

const CHANNELS = LOG_CHANNELS;
const STATUSES = ['scheduled', 'pending', 'failed'] as const;

function isLoopback(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/**
 * With METRICS_TOKEN, only `Authorization: Bearer <token>`; without it, only requests made on
 * this machine directly (a proxied request carries X-Forwarded-For / Forwarded and is refused).
 */
function assertMayScrape(request: FastifyRequest, token: string | undefined): void {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('UNAUTHENTICATED', opsMessages.metricsTokenRequired);
    }
    return;
  }
  const proxied = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  if (proxied || !isLoopback(request.socket.remoteAddress)) {
    throw new AppError('FORBIDDEN', opsMessages.metricsLoopbackOnly);
  }
}

/** Outbox rows of one channel and status, as the app reads them on every scrape. */
export interface OutboxDepthRow {
  channel: string;
  status: string;
  rows: number;
  /** Waiting rows whose time has come. */
  due: number;
  /** Age in seconds of the oldest due row; 0 when none is due. */
  oldestDueSeconds: number;
}

function appMetrics(outboxDepth: () => Promise<readonly OutboxDepthRow[]>) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'agendei_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'agendei_http_request_duration_seconds',
    help: 'HTTP response time in seconds, by method and route template (live streams excluded).',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const outboxRows = new Gauge({
    name: 'agendei_outbox_rows',
    help: 'Outbox rows (webhook_logs) waiting or failed, by channel and status.',
    labelNames: ['channel', 'status'] as const,
    registers: [registry],
  });
  const dueRows = new Gauge({
    name: 'agendei_outbox_due_rows',
    help: 'Outbox rows whose delivery time has come and that are not delivered yet, by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const oldestDue = new Gauge({
    name: 'agendei_outbox_oldest_due_seconds',
    help: 'Age of the oldest due outbox row in seconds (0 when none is due), by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
  });

  /** Reads the outbox once per scrape, with every series present (zeros included). */
  const collectOutbox = async () => {
    const found = await outboxDepth();
    for (const channel of CHANNELS) {
      const ofChannel = found.filter((row) => row.channel === channel);
      for (const status of STATUSES) {
        outboxRows.set(
          { channel, status },
          ofChannel.find((row) => row.status === status)?.rows ?? 0,
        );
      }
      dueRows.set(
        { channel },
        ofChannel.reduce((sum, row) => sum + row.due, 0),
      );
      oldestDue.set({ channel }, Math.max(0, ...ofChannel.map((row) => row.oldestDueSeconds)));
    }
  };
  return { registry, requests, duration, collectOutbox };
}

/**
 * PGlite's thread, read once per scrape: the time transactions held the database and the time
 * statements outside one waited for it (with their own run), as counters since the start.
 */
function databaseThreadMetrics(read: () => Promise<ThreadStats>) {
  const registry = new Registry();
  const counter = (name: string, help: string) =>
    new Counter({ name, help, registers: [registry] });
  const series = {
    transactions: counter(
      'agendei_database_transactions_total',
      'Transactions ended on the embedded database (PGlite on its own thread).',
    ),
    heldMs: counter(
      'agendei_database_held_seconds_total',
      'Time a transaction held the embedded database, from its BEGIN to its end, in seconds.',
    ),
    aloneStatements: counter(
      'agendei_database_alone_statements_total',
      'Statements outside a transaction answered by the embedded database.',
    ),
    aloneMs: counter(
      'agendei_database_alone_seconds_total',
      'Time statements outside a transaction took from being sent to the embedded database to their answer (waiting for a transaction included), in seconds.',
    ),
  };
  let last: ThreadStats = { transactions: 0, heldMs: 0, aloneStatements: 0, aloneMs: 0 };
  // One scrape after another: two at once would add the same difference twice. A failed one
  // (the thread gone) fails its scrape only.
  let collected = Promise.resolve();
  const collect = () =>
    (collected = collected
      .catch(() => undefined)
      .then(async () => {
        const now = await read();
        for (const key of Object.keys(series) as (keyof ThreadStats)[]) {
          const scale = key.endsWith('Ms') ? 1 / 1000 : 1;
          series[key].inc(Math.max(0, now[key] - last[key]) * scale);
        }
        last = now;
      }));
  return { registry, collect };
}

/** Prometheus metrics at GET /metrics: HTTP traffic, outbox depth, deliveries, process. */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      /** Reads the outbox's depth (the app passes its repository's query). */
      outboxDepth: () => Promise<readonly OutboxDepthRow[]>;
      config: Pick<Config, 'METRICS_TOKEN'>;
      threadStats?: Database['threadStats'];
    },
  ) => {
    const metrics = appMetrics(options.outboxDepth);
    const thread = options.threadStats && databaseThreadMetrics(options.threadStats);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route };
      metrics.requests.inc({ ...labels, status_code: String(reply.statusCode) });
      // Live streams stay open for minutes: counted, but kept out of the latency histogram.
      if (!isLiveStream(request)) {
        metrics.duration.observe(labels, reply.elapsedTime / 1000);
      }
    });

    app.get(
      '/metrics',
      { logLevel: 'warn', config: { access: 'public' } },
      async (request, reply) => {
        assertMayScrape(request, options.config.METRICS_TOKEN);
        await Promise.all([metrics.collectOutbox(), thread?.collect()]);
        const registry = Registry.merge(
          [processRegistry, metrics.registry, thread?.registry].filter((one) => one !== undefined),
        );
        return reply
          .header('Cache-Control', 'no-store')
          .type(registry.contentType)
          .send(await registry.metrics());
      },
    );
  },
);
