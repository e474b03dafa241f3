import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { DomainEvent, EventBus } from './event-bus.ts';

export const CHANNEL = 'agendei_events';

export interface PgEventBusOptions {
  /** Wait between attempts to LISTEN again after the connection was lost (ms). */
  reconnectMs?: number;
  log?: Pick<Console, 'warn'>;
}

/**
 * A bus across instances on one PostgreSQL: publish is NOTIFY, every instance (this one too)
 * LISTENs and hands events to its subscribers. A lost listener (server restart, failover) is
 * replaced, retrying until it LISTENs again; a NOTIFY that fails still reaches this instance.
 */
export async function createPgEventBus(
  connectionString: string,
  { reconnectMs = 1000, log = console }: PgEventBusOptions = {},
): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on('error', (error) => log.warn(`event bus publisher: ${error.message}`));
  publisher.on('connect', (client) =>
    client.on('error', (error) => log.warn(`event bus publisher: ${error.message}`)),
  );
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = undefined;
      client.end().catch(() => undefined);
      if (!closed) scheduleRetry();
    };
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      emitter.emit('event', JSON.parse(message.payload) as DomainEvent);
    });
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      onLost();
      throw error;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
  };

  const scheduleRetry = () => {
    if (retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().then(
        () => log.warn('event bus: listening again'),
        (error: Error) => log.warn(`event bus: still disconnected (${error.message})`),
      );
    }, reconnectMs);
  };

  await listen();

  return {
    async publish(event) {
      try {
        await publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
      } catch (error) {
        // The change is committed: never fail it for its notice. Other instances' caches expire.
        log.warn(`event bus: NOTIFY failed (${(error as Error).message})`);
        emitter.emit('event', event);
      }
    },
    subscribe(listenerFn) {
      emitter.on('event', listenerFn);
      return () => emitter.off('event', listenerFn);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      emitter.removeAllListeners();
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
