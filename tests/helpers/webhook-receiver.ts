import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; event: string; timestamp: string; data: Record<string, unknown> } & Record<
    string,
    unknown
  >;
}

export interface Reply {
  status?: number;
  body?: string;
  delayMs?: number;
  /** Holds the answer until this settles (a request kept in flight as long as a test needs). */
  until?: Promise<unknown>;
}

/**
 * A real HTTP server on loopback that records every POST; `replies` answers the next requests in
 * order (then 200), or `replyFor` decides per path.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const replies: Reply[] = [];
  let replyFor: ((path: string) => Reply | undefined) | undefined;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body, json: JSON.parse(body || '{}') });
      const reply = replyFor?.(path) ?? replies.shift() ?? {};
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status ?? 200, { 'content-type': 'text/plain' });
        response.end(reply.body ?? 'ok');
      };
      if (reply.until) void reply.until.then(send);
      else if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    replies,
    setReplyFor(fn: typeof replyFor) {
      replyFor = fn;
    },
    events: (name?: string) => received.filter((hook) => !name || hook.json.event === name),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
