import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

type WorkerState = 'off' | 'not_started' | 'running' | 'stopped';

/** What /readyz knows about this instance beyond the database: its outbox worker. */
export class Readiness {
  worker: WorkerState;

  constructor(workerEnabled: boolean) {
    this.worker = workerEnabled ? 'not_started' : 'off';
  }

  /** Marks the worker running until its stop() is called (a draining instance is not ready). */
  watchWorker<T extends { stop(): Promise<void> }>(worker: T): T {
    this.worker = 'running';
    return {
      ...worker,
      stop: async () => {
        this.worker = 'stopped';
        await worker.stop();
      },
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const Health = z.object({ status: z.literal('ok') });
const Ready = z.object({
  status: z.enum(['ready', 'unavailable']),
  reason: z.string().optional(),
  database: z.enum(['ok', 'error', 'timeout']),
  worker: z.enum(['off', 'not_started', 'running', 'stopped']),
});

async function checkDatabase(db: Db, timeoutMs: number): Promise<'ok' | 'error' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => 'ok' as const,
    () => 'error' as const,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const REASONS = {
  error: 'database query failed',
  timeout: 'database did not answer in time',
  not_started: 'outbox worker not started',
  stopped: 'outbox worker stopped (shutting down)',
} as const;

/**
 * Probes for orchestrators and load balancers: /healthz says the process answers (liveness),
 * /readyz that it can serve traffic: the database answers `select 1` in time and the outbox
 * worker runs (when this instance runs one). Probes log only warnings, not every hit.
 */
export const opsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { db: Db; config: Pick<Config, 'OUTBOX_WORKER' | 'READY_TIMEOUT_MS'> },
  ) => {
    app.decorate('readiness', new Readiness(options.config.OUTBOX_WORKER === 'on'));

    app.get(
      '/healthz',
      { logLevel: 'warn', config: { access: 'public' }, schema: { response: { 200: Health } } },
      async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
    );

    app.get(
      '/readyz',
      {
        logLevel: 'warn',
        config: { access: 'public' },
        schema: { response: { 200: Ready, 503: Ready } },
      },
      async (_request, reply) => {
        const database = await checkDatabase(options.db, options.config.READY_TIMEOUT_MS);
        const worker = app.readiness.worker;
        const problem =
          database !== 'ok'
            ? REASONS[database]
            : worker === 'not_started' || worker === 'stopped'
              ? REASONS[worker]
              : undefined;
        reply.header('Cache-Control', 'no-store');
        if (problem) {
          return reply
            .status(503)
            .send({ status: 'unavailable', reason: problem, database, worker });
        }
        return reply.send({ status: 'ready', database, worker });
      },
    );
  },
);
