import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@core/app-error.ts';
import { genericMessages } from '@core/messages.ts';
import type { DomainEvent, EventBus } from './event-bus.ts';
import type { StreamRefusal, StreamSlots } from './stream-slots.ts';

/**
 * An SSE comment this often: proxies do not time the stream out, and a peer that vanished is
 * found (unacknowledged writes make the kernel give up on the connection, which closes it).
 */
export const HEARTBEAT_MS = 25_000;
/** How long a refused client is asked to wait before it tries again (Retry-After, seconds). */
export const STREAM_RETRY_AFTER_SECONDS = 30;

export interface EventStreamOptions {
  events: EventBus;
  /** This instance's open streams, limited per address and overall; ended when the server stops. */
  slots: StreamSlots;
  hello: object;
  /** What to send for an event, or undefined to send nothing. */
  toMessage: (event: DomainEvent) => object | undefined;
  /** An event that ends the stream (its session ended): the message is sent, then the stream ends. */
  endsWith?: (event: DomainEvent) => object | undefined;
}

/** A refused stream: 429 when its address holds its share, 503 when the instance is full. */
function refusal(reply: FastifyReply, why: StreamRefusal): AppError {
  // The refused connection is not kept alive: a flood of them must not hold sockets either.
  reply.header('retry-after', String(STREAM_RETRY_AFTER_SECONDS)).header('connection', 'close');
  return why === 'address-full'
    ? new AppError('RATE_LIMITED', genericMessages.rateLimited)
    : new AppError('UNAVAILABLE', genericMessages.unavailable);
}

const frame = (payload: object) => `data: ${JSON.stringify(payload)}\n\n`;

/**
 * Turns a request into a server-sent event stream fed by the bus, with heartbeats, once it has a
 * slot (request.ip honours TRUST_PROXY); without one, throws the 429/503 to answer.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions,
): void {
  const res = reply.raw;
  let ended = false;
  const taken = options.slots.take(request.ip, () => end('end'));
  if (typeof taken === 'string') throw refusal(reply, taken);
  const slot = taken;

  // Hijacked, Fastify sends nothing more: the headers set so far (security, request id) go here.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) res.setHeader(name, value);
  }
  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });

  // A write the reader has not drained yet; still undrained a whole heartbeat later, it is gone.
  let unread = false;
  let stalled = false;
  const send = (text: string) => {
    if (!res.write(text)) unread = true;
  };
  res.on('drain', () => {
    unread = false;
    stalled = false;
  });
  send(frame(options.hello));
  const unsubscribe = options.events.subscribe((event) => {
    const farewell = options.endsWith?.(event);
    if (farewell) {
      send(frame(farewell));
      return end('end');
    }
    const message = options.toMessage(event);
    if (message) send(frame(message));
  });
  const heartbeat = setInterval(() => {
    if (stalled) return end('destroy');
    stalled = unread;
    send(': ping\n\n');
  }, HEARTBEAT_MS);

  // Client gone, a failed write or the socket's error: 'close' comes for each.
  res.on('close', () => end('closed'));
  res.on('error', () => end('destroy'));
  // The client may have hung up while the request was authenticated: no 'close' would come now.
  if (request.raw.socket.destroyed) end('destroy');

  /** Frees what the stream holds, exactly once, however it ends. */
  function end(how: 'end' | 'destroy' | 'closed') {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    slot.release();
    if (how === 'end') res.end();
    else if (how === 'destroy') res.destroy();
  }
}
