import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

/** Metrics of the whole process (one per process, whatever the number of apps built in it). */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const deliveriesTotal = new Counter({
  name: 'agendei_outbox_deliveries_total',
  help: 'Outbox delivery attempts written, by channel and result (success, retry, failed, cancelled, not_sent: e-mail kept without SMTP_URL).',
  labelNames: ['channel', 'result'] as const,
  registers: [processRegistry],
});

const RESULT_OF_STATUS: Record<string, string> = { pending: 'retry' };

/** Counts one delivery attempt whose outcome was written to the outbox row. */
export function countDelivery(channel: string, status: string): void {
  deliveriesTotal.inc({ channel, result: RESULT_OF_STATUS[status] ?? status });
}

const shedTotal = new Counter({
  name: 'agendei_requests_shed_total',
  help:
    'API requests answered 503 by load shedding: at once, as no slot could come within ' +
    'MAX_QUEUE_WAIT_MS at the current pace (busy), or once they had waited that long (waited).',
  labelNames: ['reason'] as const,
  registers: [processRegistry],
});

/** Counts one request refused by load shedding. */
export function countShedRequest(reason: 'busy' | 'waited'): void {
  shedTotal.inc({ reason });
}

const abandonedTotal = new Counter({
  name: 'agendei_requests_abandoned_total',
  help: 'Requests not worked on because their client left before the handler started.',
  registers: [processRegistry],
});

/** Counts one request dropped because its client had left. */
export function countAbandonedRequest(): void {
  abandonedTotal.inc();
}
