import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

/** Metrics of the whole process (one per process, whatever the number of apps built in it). */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const deliveriesTotal = new Counter({
  name: 'agendei_outbox_deliveries_total',
  help: 'Outbox delivery attempts written, by channel and result (success, retry, failed, cancelled).',
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
  help: 'API requests answered 503 at once because MAX_IN_FLIGHT_REQUESTS were already being worked on.',
  registers: [processRegistry],
});

/** Counts one request refused by load shedding. */
export function countShedRequest(): void {
  shedTotal.inc();
}
