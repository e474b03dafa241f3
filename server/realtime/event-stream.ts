import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DomainEvent, EventBus } from './event-bus.ts';

export const HEARTBEAT_MS = 25_000;

export interface EventStreamOptions {
  events: EventBus;
  /** Streams still open; closed when the server stops. */
  open: Set<() => void>;
  hello: object;
  /** What to send for an event, or undefined to send nothing. */
  toMessage: (event: DomainEvent) => object | undefined;
}

/** Turns a request into a server-sent event stream fed by the bus, with heartbeats. */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions,
) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  const send = (payload: object) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
  send(options.hello);
  const unsubscribe = options.events.subscribe((event) => {
    const message = options.toMessage(event);
    if (message) send(message);
  });
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
    options.open.delete(close);
    res.end();
  };
  options.open.add(close);
  request.raw.on('close', close);
}
