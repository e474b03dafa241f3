import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { DomainEvent, EventBus } from './event-bus.ts';

export const CHANNEL = 'agendei_events';
const RECONNECT_MS = 1000;

/**
 * A bus across instances on one PostgreSQL: publish is NOTIFY, every instance (this one too)
 * LISTENs and hands events to its subscribers. The listener reconnects after a lost connection.
 */
export async function createPgEventBus(connectionString: string): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on('error', (error) => console.warn(`event bus publisher: ${error.message}`));
  let listener: pg.Client | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      emitter.emit('event', JSON.parse(message.payload) as DomainEvent);
    });
    client.on('error', () => {
      client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  };
  await connect();

  return {
    async publish(event) {
      await publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe(listenerFn) {
      emitter.on('event', listenerFn);
      return () => emitter.off('event', listenerFn);
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
