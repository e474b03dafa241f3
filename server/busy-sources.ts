import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { GoogleBusyTimes } from './features/calendars/google/google-busy-times.ts';
import type { BusySource } from './features/scheduling/busy-source.ts';
import type { EventBus } from './realtime/event-bus.ts';

export interface BusySourcesDeps {
  db: Db;
  config: Config;
  log: Pick<FastifyBaseLogger, 'warn'>;
  events: EventBus;
}

/**
 * The calendars outside Agendei whose events make a professional busy, one entry per provider.
 * Scheduling only knows the BusySource interface; a new calendar is its folder and a line here.
 */
export function createBusySources({ events, ...deps }: BusySourcesDeps): BusySource[] {
  return [new GoogleBusyTimes(deps, events)];
}
